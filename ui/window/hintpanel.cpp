// SPDX-License-Identifier: GPL-3.0-or-later
#include "hintpanel.h"

#include "hintsession.h"
#include "language.h"
#include "playsession.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace sudoku {
namespace {

// Up to a board this high (that of a window of the usual 900×720, and somewhat more) the
// explanation keeps the font's own size.
constexpr int UsualBoardSide = 720;

QPushButton *panelButton(const QString &text, const char *name, const QString &toolTip)
{
    auto *button = new QPushButton(text);
    button->setObjectName(QLatin1String(name));
    button->setToolTip(toolTip);
    button->setFocusPolicy(Qt::NoFocus);
    return button;
}

// A row of widgets side by side, the first one stretching when asked.
QWidget *row(const char *name, std::initializer_list<QWidget *> widgets, int firstStretch = 0)
{
    auto *row = new QWidget;
    row->setObjectName(QLatin1String(name));
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    int stretch = firstStretch;
    for (QWidget *widget : widgets) {
        layout->addWidget(widget, stretch);
        stretch = 0;
    }
    return row;
}

} // namespace

HintPanel::HintPanel(PlaySession *play, QWidget *parent) : QWidget(parent), m_play(play)
{
    HintSession *hints = play->hints();
    m_hint = panelButton(tr("Hint"), "hintButton", tr("First where to look, then why, then apply it (H)"));
    m_step = panelButton(tr("Step"), "stepButton", tr("Apply the next logical step and explain it (S)"));
    connect(m_hint, &QPushButton::clicked, hints, &HintSession::hint);
    connect(m_step, &QPushButton::clicked, hints, &HintSession::step);

    // While a hint takes long: a busy bar and the way out.
    auto *busy = new QProgressBar;
    busy->setRange(0, 0); // no telling how long a search takes
    busy->setTextVisible(false);
    busy->setAccessibleName(tr("Thinking"));
    auto *cancel = panelButton(tr("Cancel"), "cancelHintButton", tr("Stop looking for the hint (Esc)"));
    connect(cancel, &QPushButton::clicked, hints, &HintSession::cancel);
    m_thinkingRow = row("thinking", {busy, cancel}, 1);
    m_thinkingRow->hide();

    m_text = new QLabel;
    m_text->setObjectName(QStringLiteral("hintText"));
    m_text->setTextFormat(Qt::PlainText);
    m_text->setAccessibleName(tr("Hint"));
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setFrameShape(QFrame::StyledPanel);
    m_text->setMargin(6);
    m_text->setMinimumHeight(4 * m_text->fontMetrics().lineSpacing());
    // A chain's explanation can run long: the text scrolls in the column beside the board.
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("hintScroll"));
    scroll->setWidget(m_text);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumHeight(m_text->minimumHeight());

    // A forcing step's branches, one at a time.
    m_previousBranch = panelButton(tr("◀ Previous"), "previousBranchButton",
                                   tr("The previous branch of the forcing chain (Page Up)"));
    m_nextBranch = panelButton(tr("Next ▶"), "nextBranchButton", tr("The next branch of the forcing chain (Page Down)"));
    connect(m_previousBranch, &QPushButton::clicked, hints, &HintSession::previousBranch);
    connect(m_nextBranch, &QPushButton::clicked, hints, &HintSession::nextBranch);
    m_branchRow = row("branches", {m_previousBranch, m_nextBranch});
    m_branchRow->hide();

    // Chains in words, or as HoDoKu's and Sudoku Explainer's users write them.
    m_eureka = new QCheckBox(tr("Chains in &Eureka notation"));
    m_eureka->setObjectName(QStringLiteral("eurekaNotation"));
    m_eureka->setToolTip(tr("Write chains as (4)r7c8=(4)r78c9-(4)r6c9…: '=' a strong link, '-' a weak one"));
    m_eureka->setFocusPolicy(Qt::NoFocus);
    m_eureka->setChecked(play->eurekaNotation());
    connect(m_eureka, &QCheckBox::toggled, play, &PlaySession::setEurekaNotation);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(row("hintButtons", {m_hint, m_step}));
    layout->addWidget(m_thinkingRow);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_branchRow);
    layout->addWidget(m_eureka);

    connect(play, &PlaySession::changed, this, &HintPanel::refresh);
    refresh();
}

QString HintPanel::text() const
{
    return m_text->text();
}

void HintPanel::fitTextToBoard(int boardSide)
{
    const QFont own = font();
    const qreal scale = std::max(1.0, qreal(boardSide) / UsualBoardSide);
    QFont text = own;
    if (own.pointSizeF() > 0)
        text.setPointSizeF(own.pointSizeF() * scale);
    else
        text.setPixelSize(qRound(own.pixelSize() * scale));
    m_text->setFont(text); // the same font again changes nothing
}

int HintPanel::textWidth(int characters) const
{
    return m_text->fontMetrics().averageCharWidth() * characters;
}

void HintPanel::refresh()
{
    const PlayActions state = m_play->actions();
    m_hint->setEnabled(state.canHint);
    m_step->setEnabled(state.canHint);
    m_hint->setText(state.hintButton);
    m_thinkingRow->setVisible(state.thinking);
    m_branchRow->setVisible(state.showsBranches);
    m_previousBranch->setEnabled(state.hasPreviousBranch);
    m_nextBranch->setEnabled(state.hasNextBranch);
    m_text->setText(language::shown(m_play->hintText()));
    m_text->setEnabled(!m_play->hints()->text().isEmpty());
}

} // namespace sudoku
