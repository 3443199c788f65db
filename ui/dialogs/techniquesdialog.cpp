// SPDX-License-Identifier: GPL-3.0-or-later
#include "techniquesdialog.h"

#include "backgroundjob.h"
#include "boardview.h"
#include "boardwidget.h"
#include "explain.h"
#include "highlight.h"
#include "language.h"
#include "techniqueexamples.h"
#include "techniquepages.h"

#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace sudoku {
namespace {

constexpr int TechniqueRole = Qt::UserRole;

// The board of an example: its digits, its candidates as pencil marks, and `highlight`.
BoardView exampleView(const Position &position, const Highlight &highlight)
{
    BoardView view;
    view.grid = position.board.grid;
    view.marks = position.board.candidates;
    view.highlight = highlight;
    view.selectionVisible = false;
    view.inputEnabled = false;
    return view;
}

} // namespace

TechniquesDialog::TechniquesDialog(QWidget *window) : QDialog(window), m_job(new BackgroundJob(this))
{
    setObjectName(QStringLiteral("techniquesDialog"));
    setWindowTitle(tr("Techniques"));

    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("techniqueList"));
    m_list->setHeaderHidden(true);
    m_list->setColumnCount(1);
    for (const FamilyTechniques &family : familiesByDifficulty()) {
        auto *familyItem = new QTreeWidgetItem(m_list, {Explain::family(family.family)});
        familyItem->setFlags(Qt::ItemIsEnabled);
        for (const Technique technique : family.techniques) {
            auto *item = new QTreeWidgetItem(familyItem, {language::capitalised(Explain::technique(technique))});
            item->setData(0, TechniqueRole, static_cast<int>(technique));
        }
    }
    m_list->expandAll();
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && item->data(0, TechniqueRole).isValid())
            showTechnique(static_cast<Technique>(item->data(0, TechniqueRole).toInt()));
    });

    m_text = new QTextBrowser;
    m_text->setObjectName(QStringLiteral("techniquePage"));
    m_text->setOpenLinks(false);

    m_board = new BoardWidget;
    m_board->setObjectName(QStringLiteral("exampleBoard"));
    m_board->setFocusPolicy(Qt::NoFocus);
    m_board->setMinimumSize(260, 260);
    m_board->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    m_caption = new QLabel;
    m_caption->setObjectName(QStringLiteral("exampleCaption"));
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setAlignment(Qt::AlignTop | Qt::AlignLeading);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setMinimumWidth(QFontMetrics(font()).averageCharWidth() * 24);

    m_another = new QPushButton(tr("&Another Example"));
    m_another->setObjectName(QStringLiteral("anotherExample"));
    connect(m_another, &QPushButton::clicked, this, &TechniquesDialog::showNextExample);

    auto *aside = new QVBoxLayout;
    aside->addWidget(m_caption, 1);
    aside->addWidget(m_another, 0, Qt::AlignLeading);
    auto *example = new QHBoxLayout;
    example->addWidget(m_board, 3);
    example->addLayout(aside, 2);

    auto *page = new QWidget;
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(m_text, 2);
    pageLayout->addLayout(example, 3);

    auto *splitter = new QSplitter;
    splitter->addWidget(m_list);
    splitter->addWidget(page);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    layout->addWidget(buttons);

    // The list as wide as its longest name (within reason), the page the rest.
    const QFontMetrics metrics(font());
    int longest = 0;
    for (QTreeWidgetItemIterator it(m_list); *it; ++it)
        longest = std::max(longest, metrics.horizontalAdvance((*it)->text(0)) + ((*it)->parent() ? 2 : 1) * m_list->indentation());
    const int listWidth = std::min(longest + metrics.averageCharWidth() * 2, metrics.averageCharWidth() * 40) +
                          m_list->verticalScrollBar()->sizeHint().width() + 2 * m_list->frameWidth();
    m_list->setMinimumWidth(metrics.averageCharWidth() * 24);
    splitter->setSizes({listWidth, metrics.averageCharWidth() * 95});
    const QSize wanted(listWidth + metrics.averageCharWidth() * 100, metrics.lineSpacing() * 46);
    const QSize room = (window && window->screen() ? window->screen() : screen())->availableGeometry().size() * 9 / 10;
    resize(wanted.boundedTo(room));

    showTechnique(Technique::FullHouse);
}

void TechniquesDialog::showTechnique(Technique technique)
{
    if (technique == Technique::None)
        return;
    // The list follows (a link chose the page), without coming back here.
    for (QTreeWidgetItemIterator it(m_list); *it; ++it) {
        if ((*it)->data(0, TechniqueRole).toInt() == static_cast<int>(technique) &&
            (*it)->data(0, TechniqueRole).isValid() && m_list->currentItem() != *it) {
            const QSignalBlocker blocker(m_list);
            m_list->setCurrentItem(*it);
            m_list->scrollToItem(*it);
        }
    }
    if (technique == m_technique)
        return;
    m_technique = technique;
    m_example = 0;
    m_text->setHtml(pageHtml());
    showExample();
}

void TechniquesDialog::showNextExample()
{
    const std::vector<TechniqueExample> &examples = TechniqueExamples::bundled().of(m_technique);
    if (examples.size() < 2)
        return;
    m_example = (m_example + 1) % examples.size();
    showExample();
}

QString TechniquesDialog::pageHtml() const
{
    const TechniqueInfo &info = techniqueInfo(m_technique);
    const TechniquePages::Page page = TechniquePages::page(m_technique);
    QStringList facts = {Explain::family(info.family), Explain::level(info.level),
                         tr("rated %1").arg(Explain::difficulty(info.difficulty))};
    if (info.needsUniqueness)
        facts << tr("only on a puzzle with one solution");
    // The words in the window's digits, never the markup ("<h2>" keeps its 2).
    const auto text = [](const QString &words) { return language::digits(words).toHtmlEscaped(); };
    return QStringLiteral("<h2>%1</h2><p>%2</p><h3>%3</h3><p>%4</p><h3>%5</h3><p>%6</p>")
        .arg(text(language::capitalised(Explain::technique(m_technique))), text(facts.join(Explain::listSeparator())),
             text(tr("What it is")), text(page.what), text(tr("How to spot it")), text(page.spot));
}

void TechniquesDialog::showExample()
{
    m_job->cancel();
    m_step.reset();
    const std::vector<TechniqueExample> &examples = TechniqueExamples::bundled().of(m_technique);
    m_another->setEnabled(examples.size() > 1);
    if (examples.empty()) {
        m_board->setView(BoardView{});
        m_caption->setText(tr("There is no example of this technique: on none of the puzzles searched was it the hint's "
                              "next step, even with it alone chosen in Settings › Hints. Wherever it stands, a "
                              "cheaper step of another technique comes first."));
        emit exampleShown(m_technique);
        return;
    }
    const TechniqueExample example = examples[m_example];
    m_board->setView(exampleView(example.position, {}));
    m_caption->setText(tr("Finding the step on this board…"));
    const Technique technique = m_technique;
    m_job->start([example](const std::atomic<bool> &cancel,
                           const BackgroundJob::Progress &) { return sudoku::exampleStep(example, &cancel); },
                 [this, example, technique](const std::optional<Step> &step) {
                     m_step = step;
                     if (!step) {
                         m_caption->setText(tr("This example has lost its step: the techniques have changed "
                                               "since it was chosen."));
                     } else {
                         m_board->setView(exampleView(example.position, Highlight::ofStep(*step)));
                         QString caption = tr("Example %1 of %2, the hint on this board: %3")
                                               .arg(language::number(static_cast<qint64>(m_example) + 1))
                                               .arg(language::number(static_cast<qint64>(
                                                   TechniqueExamples::bundled().of(technique).size())))
                                               .arg(Explain::step(*step));
                         if (example.alone)
                             caption += QLatin1String("\n\n") +
                                        tr("Shown with this technique alone chosen in Settings › Hints: with "
                                           "every technique, a hint finds the same deduction as a pattern of "
                                           "an earlier family first.");
                         m_caption->setText(language::shown(caption));
                     }
                     emit exampleShown(technique);
                 });
}

} // namespace sudoku
