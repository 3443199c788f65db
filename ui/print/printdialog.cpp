// SPDX-License-Identifier: GPL-3.0-or-later
#include "printdialog.h"

#include "backgroundjob.h"
#include "explain.h"
#include "filedialogs.h"
#include "language.h"
#include "mnemonicroom.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <initializer_list>

namespace sudoku {

namespace {

constexpr Level BookletLevels[] = {Level::Easy, Level::Medium, Level::Hard, Level::Expert, Level::Extreme, Level::Nightmare};
constexpr int PerPageChoices[] = {1, 2, 4, 6};

// A4, or Letter where the system's locale measures in inches.
QPageSize defaultPageSize()
{
    // The system's country decides, not the window's language: Persian in Canada prints on Letter.
    return QLocale::system().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize(QPageSize::Letter)
                                                                              : QPageSize(QPageSize::A4);
}

} // namespace

PrintDialog::PrintDialog(const PrintedPuzzle &current, QWidget *parent)
    : QDialog(parent), m_current(current), m_job(new BackgroundJob(this))
{
    setWindowTitle(tr("Print"));
    setObjectName(QStringLiteral("printDialog"));

    m_what = new QButtonGroup(this);
    auto *thisPuzzle = new QRadioButton(tr("&This puzzle"));
    thisPuzzle->setObjectName(QStringLiteral("printThisPuzzle"));
    auto *booklet = new QRadioButton(tr("A &booklet of new puzzles"));
    booklet->setObjectName(QStringLiteral("printBooklet"));
    m_what->addButton(thisPuzzle, static_cast<int>(What::ThisPuzzle));
    m_what->addButton(booklet, static_cast<int>(What::Booklet));

    m_includePlay = new QCheckBox(tr("With my &digits and pencil marks"));
    m_includeSolution = new QCheckBox(tr("The &solution on a second page"));
    m_includeSolution->setObjectName(QStringLiteral("includeSolution"));
    m_solutionNote = new QLabel;
    m_solutionNote->setObjectName(QStringLiteral("solutionNote"));
    m_solutionNote->setTextFormat(Qt::PlainText);
    m_solutionNote->setWordWrap(true);
    m_solutionNote->setForegroundRole(QPalette::PlaceholderText);
    auto *thisBox = new QVBoxLayout;
    thisBox->setContentsMargins(24, 0, 0, 0);
    thisBox->addWidget(m_includePlay);
    thisBox->addWidget(m_includeSolution);
    auto *noteRow = new QHBoxLayout; // under the choice's text, on either side's reading direction
    noteRow->addSpacing(24);
    noteRow->addWidget(m_solutionNote);
    thisBox->addLayout(noteRow);

    m_level = new QComboBox;
    for (const Level level : BookletLevels)
        m_level->addItem(Explain::level(level), static_cast<int>(level));
    m_level->setCurrentIndex(1);
    m_count = new QSpinBox;
    m_count->setRange(1, 60);
    m_count->setValue(8);
    m_perPage = new QComboBox;
    m_perPage->setObjectName(QStringLiteral("perPage"));
    for (const int n : PerPageChoices)
        m_perPage->addItem(language::number(n), n); // in the window's digits
    m_perPage->setCurrentIndex(2);
    m_bookletSolutions = new QCheckBox(tr("Solutions at the &back"));
    m_bookletSolutions->setChecked(true);
    auto *bookletForm = new QFormLayout;
    bookletForm->setContentsMargins(24, 0, 0, 0);
    bookletForm->addRow(tr("&Level:"), m_level);
    bookletForm->addRow(tr("&Puzzles:"), m_count);
    bookletForm->addRow(tr("Puzzles a p&age:"), m_perPage);
    bookletForm->addRow(m_bookletSolutions);
    roomForMnemonics(bookletForm);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("printStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_progress = new QProgressBar;
    m_progress->hide();

    auto *buttons = new QDialogButtonBox;
    m_previewButton = buttons->addButton(tr("Pre&view…"), QDialogButtonBox::ActionRole);
    m_printButton = buttons->addButton(tr("&Print…"), QDialogButtonBox::ActionRole);
    m_pdfButton = buttons->addButton(tr("E&xport PDF…"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    connect(m_previewButton, &QPushButton::clicked, this, &PrintDialog::preview);
    connect(m_printButton, &QPushButton::clicked, this, &PrintDialog::print);
    connect(m_pdfButton, &QPushButton::clicked, this, &PrintDialog::choosePdf);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(thisPuzzle);
    layout->addLayout(thisBox);
    layout->addSpacing(8);
    layout->addWidget(booklet);
    layout->addLayout(bookletForm);
    layout->addSpacing(8);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(m_what, &QButtonGroup::idToggled, this, [this](int, bool checked) {
        if (checked)
            updateEnabled();
    });
    setWhat(What::ThisPuzzle);
}

PrintDialog::~PrintDialog() = default;

void PrintDialog::setWhat(What what)
{
    m_what->button(static_cast<int>(what))->setChecked(true);
    updateEnabled();
}

void PrintDialog::setIncludePlay(bool on)
{
    m_includePlay->setChecked(on);
}

void PrintDialog::setIncludeSolution(bool on)
{
    m_includeSolution->setChecked(on && m_includeSolution->isEnabled());
}

void PrintDialog::setSolutionPending()
{
    m_solutionPending = true;
    updateEnabled();
}

void PrintDialog::solutionKnown(const Grid &solution)
{
    m_solutionPending = false;
    m_current.solution = solution;
    updateEnabled();
}

QString PrintDialog::solutionNote() const
{
    return m_solutionNote->isHidden() ? QString() : m_solutionNote->text();
}

void PrintDialog::setBooklet(Level level, int count, int perPage, std::uint64_t seed)
{
    m_level->setCurrentIndex(m_level->findData(static_cast<int>(level)));
    m_count->setValue(count);
    m_perPage->setCurrentIndex(m_perPage->findData(perPage));
    m_seed = seed;
}

void PrintDialog::updateEnabled()
{
    const bool booklet = m_what->checkedId() == static_cast<int>(What::Booklet);
    const bool busy = isMaking();
    m_includePlay->setEnabled(!booklet && !busy);
    m_includeSolution->setEnabled(!booklet && !busy && m_current.hasSolution());
    if (!m_current.hasSolution()) {
        m_includeSolution->setChecked(false);
        m_solutionNote->setText(m_solutionPending
                                    ? tr("The solution is still being worked out; it can be chosen once it is found.")
                                    : tr("This puzzle has no single solution to print."));
    }
    m_solutionNote->setHidden(m_current.hasSolution() || booklet);
    for (QWidget *widget : std::initializer_list<QWidget *>{m_level, m_count, m_perPage, m_bookletSolutions})
        widget->setEnabled(booklet && !busy);
    for (QAbstractButton *button : m_what->buttons())
        button->setEnabled(!busy);
    for (QPushButton *button : {m_previewButton, m_printButton, m_pdfButton})
        button->setEnabled(!busy);
}

PrintLayout PrintDialog::printLayout() const
{
    PrintLayout layout;
    if (m_what->checkedId() == static_cast<int>(What::Booklet)) {
        layout.perPage = m_perPage->currentData().toInt();
        layout.solutions = m_bookletSolutions->isChecked();
        layout.title = tr("Sudoku Studio · %n %1 puzzle(s)", nullptr, m_count->value())
                           .arg(Explain::level(static_cast<Level>(m_level->currentData().toInt())));
    } else {
        layout.perPage = 1;
        layout.solutions = m_includeSolution->isChecked() && m_current.hasSolution();
        layout.title = tr("Sudoku Studio");
    }
    return layout;
}

std::vector<PrintedPuzzle> PrintDialog::puzzles() const
{
    if (m_what->checkedId() == static_cast<int>(What::Booklet))
        return m_booklet;
    PrintedPuzzle puzzle = m_current;
    if (!m_includePlay->isChecked()) {
        puzzle.grid = puzzle.grid.givensOnly();
        puzzle.marks = {};
    }
    return {puzzle};
}

QString PrintDialog::statusText() const
{
    return m_status->text();
}

bool PrintDialog::isMaking() const
{
    return m_job->isRunning();
}

void PrintDialog::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    updateEnabled();
}

void PrintDialog::whenReady(std::function<void()> then)
{
    if (m_what->checkedId() != static_cast<int>(What::Booklet)) {
        then();
        return;
    }
    const Level level = static_cast<Level>(m_level->currentData().toInt());
    const int count = m_count->value();
    if (m_seed == 0)
        m_seed = QRandomGenerator::global()->generate64();
    const std::uint64_t seed = m_seed;
    const QString wanted = QStringLiteral("%1/%2/%3").arg(static_cast<int>(level)).arg(count).arg(seed);
    if (wanted == m_bookletFor && static_cast<int>(m_booklet.size()) == count) {
        then();
        return;
    }
    m_progress->setRange(0, count);
    m_progress->setValue(0);
    m_status->setText(tr("Making %n puzzle(s)…", nullptr, count));
    setBusy(true);
    QProgressBar *bar = m_progress;
    m_job->start(
        [level, count, seed, bar](const std::atomic<bool> &cancel, const BackgroundJob::Progress &progress) {
            std::vector<GenerateResult> made;
            for (int i = 0; i < count && !cancel; ++i) {
                GenerateOptions options;
                options.level = level;
                options.symmetry = Symmetry::Rotational;
                options.seed = seed + static_cast<std::uint64_t>(i);
                made.push_back(generate(options, &cancel));
                progress([bar, i] { bar->setValue(i + 1); });
            }
            return made;
        },
        [this, count, seed, wanted, then](const std::vector<GenerateResult> &made) {
            setBusy(false);
            m_booklet.clear();
            for (std::size_t i = 0; i < made.size(); ++i) {
                const GenerateResult &result = made[i];
                if (!result.ok) { // the generator was cancelled: nothing to print
                    m_booklet.clear();
                    m_status->setText(tr("Stopped."));
                    emit exported(false);
                    return;
                }
                PrintedPuzzle puzzle;
                puzzle.grid = result.puzzle;
                puzzle.solution = result.solution;
                puzzle.heading = tr("%1. %2 · %3")
                                     .arg(i + 1)
                                     .arg(Explain::level(result.rating.level), Explain::difficulty(result.rating.difficulty));
                puzzle.details = tr("Seed %1").arg(static_cast<qulonglong>(seed + i));
                m_booklet.push_back(puzzle);
            }
            m_bookletFor = wanted;
            m_status->setText(tr("%n puzzle(s) made.", nullptr, count));
            then();
        });
}

void PrintDialog::preview()
{
    whenReady([this] {
        QPrinter printer(QPrinter::HighResolution);
        printer.setPageSize(defaultPageSize());
        QPrintPreviewDialog dialog(&printer, this);
        dialog.setWindowTitle(tr("Print Preview"));
        connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
                [this](QPrinter *target) { printPuzzles(*target, puzzles(), printLayout()); });
        dialog.exec();
    });
}

void PrintDialog::print()
{
    whenReady([this] {
        QPrinter printer(QPrinter::HighResolution);
        printer.setPageSize(defaultPageSize());
        QPrintDialog dialog(&printer, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        const bool ok = printPuzzles(printer, puzzles(), printLayout());
        m_status->setText(ok ? tr("Sent to the printer.") : tr("The printer could not be used."));
        emit exported(ok);
    });
}

void PrintDialog::choosePdf()
{
    const QString path = filedialogs::savePath(this, tr("Export PDF"), tr("sudoku.pdf"), tr("PDF documents (*.pdf)"),
                                               QStringLiteral("pdf"));
    if (!path.isEmpty())
        exportPdf(path);
}

void PrintDialog::exportPdf(const QString &path)
{
    whenReady([this, path] {
        bool ok = false;
        {
            QPdfWriter writer(path);
            writer.setPageSize(defaultPageSize());
            writer.setTitle(printLayout().title);
            writer.setCreator(QStringLiteral("Sudoku Studio"));
            ok = printPuzzles(writer, puzzles(), printLayout());
        }
        m_status->setText(ok ? tr("Written to %1.").arg(QDir::toNativeSeparators(path))
                             : tr("%1 could not be written.").arg(QDir::toNativeSeparators(path)));
        emit exported(ok);
    });
}

void PrintDialog::reject()
{
    if (isMaking()) {
        m_job->cancel();
        setBusy(false);
        m_status->setText(tr("Stopped."));
        return;
    }
    QDialog::reject();
}

} // namespace sudoku
