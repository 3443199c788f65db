// SPDX-License-Identifier: GPL-3.0-or-later
#include "hinttechniquesdialog.h"

#include "explain.h"
#include "language.h"

#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <vector>

namespace sudoku {
namespace {

// The dialog opens large enough for every row when the screen allows, never larger than this
// share of it (at 200 % scaling a screen is small in logical pixels).
constexpr double MostOfScreen = 0.85;
constexpr int TechniqueRole = Qt::UserRole;

Technique techniqueOf(const QTreeWidgetItem *item)
{
    return static_cast<Technique>(item->data(0, TechniqueRole).toInt());
}

} // namespace

HintTechniquesDialog::HintTechniquesDialog(const TechniqueSet &allowed, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Hints"));
    setObjectName(QStringLiteral("hintTechniquesDialog"));

    auto *intro = new QLabel(tr("Hint and Step use only the techniques ticked here, and always the singles, so "
                                "that a hint can place a digit. The rating of a puzzle uses every technique."));
    intro->setWordWrap(true);

    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("techniques"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Technique"), tr("Rating")});
    m_tree->headerItem()->setToolTip(1, tr("Difficulty on Sudoku Explainer's scale"));
    m_tree->setUniformRowHeights(true);
    for (const FamilyTechniques &family : familiesByDifficulty()) {
        const bool singles = family.family == Family::Single;
        auto *familyItem = new QTreeWidgetItem(m_tree);
        familyItem->setText(0, singles ? tr("%1 — always used").arg(Explain::family(family.family))
                                       : Explain::family(family.family));
        if (singles)
            familyItem->setToolTip(0, tr("A hint must always be able to place a digit."));
        const int easiest = techniqueInfo(family.techniques.front()).difficulty;
        const int hardest = techniqueInfo(family.techniques.back()).difficulty;
        familyItem->setText(1, easiest == hardest ? Explain::difficulty(easiest)
                                                  : tr("%1 – %2", "a range of ratings")
                                                        .arg(Explain::difficulty(easiest), Explain::difficulty(hardest)));
        familyItem->setData(0, TechniqueRole, -1);
        familyItem->setFlags(singles ? Qt::ItemFlags{} : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
        QFont bold = familyItem->font(0);
        bold.setBold(true);
        familyItem->setFont(0, bold);
        for (const Technique technique : family.techniques) {
            auto *item = new QTreeWidgetItem(familyItem);
            item->setText(0, language::capitalised(Explain::technique(technique)));
            item->setText(1, Explain::difficulty(techniqueInfo(technique).difficulty));
            item->setData(0, TechniqueRole, static_cast<int>(technique));
            item->setFlags(singles ? Qt::ItemFlags{} : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(0, Qt::Checked);
        }
        if (singles)
            familyItem->setCheckState(0, Qt::Checked);
    }
    m_tree->expandAll();
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    setAllowed(allowed);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QPushButton *all = buttons->addButton(tr("&All"), QDialogButtonBox::ResetRole);
    all->setObjectName(QStringLiteral("allTechniques"));
    QPushButton *noUniqueness = buttons->addButton(tr("No &Uniqueness"), QDialogButtonBox::ResetRole);
    noUniqueness->setObjectName(QStringLiteral("noUniqueness"));
    noUniqueness->setToolTip(tr("Every technique but those that assume the puzzle has one solution"));
    connect(all, &QPushButton::clicked, this, [this] { setAllowed(allTechniques()); });
    connect(noUniqueness, &QPushButton::clicked, this,
            [this] { setAllowed(allTechniques() & ~techniquesOf(Family::Uniqueness)); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);

    // Every row and both columns whole when the screen allows; else the tree scrolls.
    const int frame = 2 * m_tree->frameWidth();
    int rows = 0;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        ++rows;
    const int indent = m_tree->indentation();
    // The check box and the cell's margins, with room to spare.
    const int checkBox = style()->pixelMetric(QStyle::PM_IndicatorWidth) + 6 * fontMetrics().averageCharWidth();
    int titles = 0; // a family's in bold
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        titles = std::max(titles, QFontMetrics((*it)->font(0)).horizontalAdvance((*it)->text(0))
                                      + ((*it)->parent() ? indent : 0));
    const int ratings = m_tree->header()->sectionSizeHint(1);
    const QMargins margins = layout->contentsMargins();
    const int width = indent + checkBox + titles + ratings + frame + m_tree->verticalScrollBar()->sizeHint().width()
                    + margins.left() + margins.right();
    const int height = m_tree->header()->sizeHint().height() + rows * m_tree->sizeHintForRow(0) + frame
                     + intro->heightForWidth(width) + buttons->sizeHint().height() + 2 * layout->spacing()
                     + margins.top() + margins.bottom();
    const QRect screen = (parent ? parent->screen() : this->screen())->availableGeometry();
    resize(std::min(std::max(width, buttons->sizeHint().width() + margins.left() + margins.right()),
                    static_cast<int>(screen.width() * MostOfScreen)),
           std::min(height, static_cast<int>(screen.height() * MostOfScreen)));
}

TechniqueSet HintTechniquesDialog::allowed() const
{
    TechniqueSet allowed = allTechniques();
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        if ((*it)->parent() && (*it)->checkState(0) != Qt::Checked)
            allowed.reset(static_cast<std::size_t>(techniqueOf(*it)));
    }
    return allowed;
}

void HintTechniquesDialog::setAllowed(const TechniqueSet &allowed)
{
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        QTreeWidgetItem *item = *it;
        if (!item->parent())
            continue;
        const Technique technique = techniqueOf(item);
        const bool on = holds(allowed, technique) || techniqueInfo(technique).family == Family::Single;
        item->setCheckState(0, on ? Qt::Checked : Qt::Unchecked);
    }
}

std::optional<TechniqueSet> HintTechniquesDialog::choose(const TechniqueSet &allowed, QWidget *parent)
{
    HintTechniquesDialog dialog(allowed, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.allowed();
}

} // namespace sudoku
