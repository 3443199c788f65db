// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpdialog.h"

#include "howtoplay.h"

#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace sudoku {

HelpDialog::HelpDialog(QWidget *window) : QDialog(window)
{
    setObjectName(QStringLiteral("helpDialog"));
    setWindowTitle(HowToPlay::tr("How to Play"));
    m_browser = new QTextBrowser(this);
    m_browser->setOpenLinks(false);
    m_browser->setHtml(HowToPlay::html());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *techniques = buttons->addButton(tr("&Techniques"), QDialogButtonBox::ActionRole);
    connect(techniques, &QPushButton::clicked, this, &HelpDialog::techniquesRequested);
    QPushButton *keys = buttons->addButton(tr("&Keyboard Shortcuts"), QDialogButtonBox::ActionRole);
    connect(keys, &QPushButton::clicked, this, &HelpDialog::shortcutsRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    // Lines of some 70 characters, and room for a good part of the page.
    const QFontMetrics metrics(font());
    resize(metrics.averageCharWidth() * 80, metrics.lineSpacing() * 34);
}

} // namespace sudoku
