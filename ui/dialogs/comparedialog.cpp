// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparedialog.h"

#include "backgroundjob.h"
#include "explain.h"
#include "language.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace sudoku {
namespace {

enum Column { AlgorithmColumn, ResultColumn, EventsColumn, PlacementsColumn, GuessesColumn,
              BacktracksColumn, TimeColumn, ColumnCount };

QTableWidgetItem *numberItem(const QString &text)
{
    auto *item = new QTableWidgetItem(language::digits(text));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

int rowOf(Algorithm algorithm)
{
    for (std::size_t i = 0; i < allAlgorithms.size(); ++i) {
        if (allAlgorithms[i] == algorithm)
            return static_cast<int>(i);
    }
    return 0;
}

} // namespace

CompareDialog::CompareDialog(QWidget *parent)
    : QDialog(parent), m_job(new BackgroundJob(this))
{
    setWindowTitle(tr("Compare Algorithms"));
    setObjectName(QStringLiteral("compareDialog"));

    m_table = new QTableWidget(AlgorithmCount, ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Algorithm"), tr("Result"), tr("Events"), tr("Placements"),
                                        tr("Guesses"), tr("Backtracks"), tr("Time")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ResultColumn, QHeaderView::Stretch);
    for (const Algorithm algorithm : allAlgorithms) {
        auto *name = new QTableWidgetItem(Explain::algorithm(algorithm));
        name->setToolTip(Explain::algorithmIdea(algorithm));
        m_table->setItem(rowOf(algorithm), AlgorithmColumn, name);
    }

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_status->setTextFormat(Qt::PlainText); // it names the puzzle's source
    m_status->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_stop = buttons->addButton(tr("&Stop"), QDialogButtonBox::ActionRole);
    m_again = buttons->addButton(tr("&Run Again"), QDialogButtonBox::ActionRole);
    m_stop->setObjectName(QStringLiteral("stopCompare"));
    m_again->setObjectName(QStringLiteral("runAgain"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_stop, &QPushButton::clicked, this, &CompareDialog::stop);
    connect(m_again, &QPushButton::clicked, this, [this] { compare(m_puzzle, m_name, m_cap); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);

    // Wide enough for every column without scrolling.
    m_table->resizeColumnsToContents();
    resize(std::max(720, m_table->horizontalHeader()->length() + 160), 360);
}

CompareDialog::~CompareDialog() = default;

QString CompareDialog::statusText() const
{
    return m_status->text();
}

void CompareDialog::compare(const Grid &puzzle, const QString &name, std::chrono::milliseconds capPerAlgorithm)
{
    m_puzzle = puzzle;
    m_name = name;
    m_cap = capPerAlgorithm;
    for (int row = 0; row < AlgorithmCount; ++row) {
        for (int column = ResultColumn; column < ColumnCount; ++column)
            m_table->setItem(row, column, numberItem(QString()));
    }
    m_table->item(0, ResultColumn)->setText(tr("running…"));
    m_table->item(0, ResultColumn)->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_running = true;
    m_job->start(
        [puzzle, capPerAlgorithm, this](const std::atomic<bool> &cancel, const BackgroundJob::Progress &progress) {
            return compareAlgorithms(puzzle, capPerAlgorithm, &cancel,
                                     [&](const CompareRow &row) { progress([this, row] { onRow(row); }); });
        },
        [this](bool cancelled) { onFinished(cancelled); });
    m_status->setText(language::shown(tr("Every algorithm solves %1 in turn; each gets at most %2 seconds.")
                                          .arg(language::isolated(name))
                                          .arg(static_cast<double>(capPerAlgorithm.count()) / 1000.0)));
    m_stop->setEnabled(true);
    m_again->setEnabled(false);
}

void CompareDialog::stop()
{
    if (!m_running)
        return;
    m_job->cancel(); // rows still on their way are dropped
    onFinished(true);
}

void CompareDialog::onRow(const CompareRow &row)
{
    const int index = rowOf(row.algorithm);
    const QLocale locale;
    QString result;
    switch (row.status) {
    case TraceStatus::Solved:
        result = tr("solved");
        break;
    case TraceStatus::NoSolution:
        result = tr("no solution");
        break;
    case TraceStatus::Running:
        result = tr("stopped after %1 events").arg(locale.toString(static_cast<qulonglong>(row.counts.events)));
        break;
    case TraceStatus::Cancelled:
        result = tr("cancelled");
        break;
    }
    auto *resultItem = new QTableWidgetItem(result);
    if (row.stoppedAtCap)
        resultItem->setToolTip(tr("It needed more than the %1 seconds each algorithm gets.")
                                   .arg(static_cast<double>(m_cap.count()) / 1000.0));
    m_table->setItem(index, ResultColumn, resultItem);
    const auto nextRuns = [this, index] {
        if (index + 1 < AlgorithmCount) {
            m_table->item(index + 1, ResultColumn)->setText(tr("running…"));
            m_table->item(index + 1, ResultColumn)->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        }
    };
    m_table->setItem(index, EventsColumn, numberItem(locale.toString(static_cast<qulonglong>(row.counts.events))));
    m_table->setItem(index, PlacementsColumn, numberItem(locale.toString(static_cast<qulonglong>(row.counts.placements))));
    m_table->setItem(index, GuessesColumn, numberItem(locale.toString(static_cast<qulonglong>(row.counts.guesses))));
    m_table->setItem(index, BacktracksColumn, numberItem(locale.toString(static_cast<qulonglong>(row.counts.backtracks))));
    const int decimals = row.elapsedMs < 10 ? 2 : row.elapsedMs < 1000 ? 1 : 0;
    m_table->setItem(index, TimeColumn, numberItem(tr("%1 ms").arg(locale.toString(row.elapsedMs, 'f', decimals))));
    nextRuns();
}

void CompareDialog::onFinished(bool cancelled)
{
    m_running = false;
    m_stop->setEnabled(false);
    m_again->setEnabled(true);
    if (cancelled) {
        for (int row = 0; row < AlgorithmCount; ++row) {
            QTableWidgetItem *item = m_table->item(row, ResultColumn);
            if (item && item->text() == tr("running…"))
                item->setText(tr("stopped"));
        }
        m_status->setText(tr("Stopped. Run Again compares every algorithm from the start."));
    } else {
        m_status->setText(language::shown(tr("Every algorithm on %1. Events are every move an algorithm makes; "
                                             "placements, every digit it writes; guesses, the digits it may take "
                                             "back to try another.")
                                              .arg(language::isolated(m_name))));
    }
    emit finished();
}

void CompareDialog::done(int result)
{
    stop();
    QDialog::done(result);
}

} // namespace sudoku
