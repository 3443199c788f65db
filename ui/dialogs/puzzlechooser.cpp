// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlechooser.h"

#include "boardwidget.h"
#include "explain.h"
#include "language.h"
#include "puzzlefile.h"

#include <QCoreApplication>
#include <QAbstractTableModel>
#include <QCache>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace sudoku {

namespace {

// The preview board's side in its smallest and largest size, the dialog's preferred
// height, and the most of the screen the dialog takes at first.
constexpr int PreviewSmallest = 220;
constexpr int PreviewLargest = 360;
constexpr int PreferredHeight = 480;
constexpr double MostOfScreen = 0.9;
// Records a big file's list keeps read: the rows on show and around them.
constexpr int CachedRecords = 1024;

} // namespace

// A read-only table over a source's records; only the rows shown are read (a big file's
// again from the file), so it scales to millions.
class PuzzleListModel : public QAbstractTableModel {
    Q_DECLARE_TR_FUNCTIONS(PuzzleListModel)

public:
    enum Column { Index, Line, Clues, Puzzle, ColumnCount };

    PuzzleListModel(const PuzzleSource &source, QObject *parent)
        : QAbstractTableModel(parent), m_source(source), m_cache(CachedRecords)
    {
    }

    // The source has more records (all of a text's at the first call): shows them.
    void grow()
    {
        const int rows = static_cast<int>(m_source.size());
        if (rows <= m_rows)
            return;
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    }

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : m_rows; }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }

    QVariant data(const QModelIndex &index, int role) const override
    {
        const auto row = static_cast<std::size_t>(index.row());
        if (role == Qt::ToolTipRole && !m_source.readable(row))
            return language::toolTip(Explain::parseError(record(index.row()).error));
        if (role == Qt::TextAlignmentRole && index.column() != Puzzle)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (role != Qt::DisplayRole)
            return {};
        switch (index.column()) {
        case Index:
            return index.row() + 1;
        case Line:
            return static_cast<qlonglong>(m_source.line(row));
        case Clues:
            return m_source.readable(row) ? QVariant(record(index.row()).grid->givenCount()) : QVariant();
        case Puzzle: {
            const PuzzleRecord &shown = record(index.row());
            return shown.ok() ? QString::fromStdString(toLine(*shown.grid))
                              : language::shown(tr("unreadable: %1").arg(Explain::parseError(shown.error)));
        }
        default:
            return {};
        }
    }

    Qt::ItemFlags flags(const QModelIndex &index) const override
    {
        return m_source.readable(static_cast<std::size_t>(index.row())) ? Qt::ItemIsEnabled | Qt::ItemIsSelectable
                                                                         : Qt::NoItemFlags;
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return {};
        switch (section) {
        case Index:
            return tr("#");
        case Line:
            return tr("Line");
        case Clues:
            return tr("Clues");
        case Puzzle:
            return tr("Puzzle");
        default:
            return {};
        }
    }

    // Record `row`, read once while it stays among the CachedRecords last asked for.
    const PuzzleRecord &record(int row) const
    {
        if (const PuzzleRecord *cached = m_cache.object(row))
            return *cached;
        auto *read = new PuzzleRecord(m_source.record(static_cast<std::size_t>(row)));
        m_cache.insert(row, read);
        return *read;
    }

private:
    const PuzzleSource &m_source;
    int m_rows = 0;
    mutable QCache<int, PuzzleRecord> m_cache;
};

PuzzleChooser::PuzzleChooser(std::shared_ptr<const PuzzleText> text, const QString &fileName, QWidget *parent)
    : QDialog(parent), m_text(std::move(text)), m_fileName(fileName)
{
    m_source = m_text.get();
    setUp();
}

PuzzleChooser::PuzzleChooser(PuzzleFile *file, const QString &fileName, QWidget *parent)
    : QDialog(parent), m_file(file), m_fileName(fileName)
{
    m_source = file;
    setUp();
    connect(file, &PuzzleFile::found, this, &PuzzleChooser::onFound);
    connect(file, &PuzzleFile::finished, this, [this] {
        onFound();
        m_progress->hide();
        m_stop->hide();
        updateSummary();
    });
    connect(m_stop, &QPushButton::clicked, file, &PuzzleFile::stop);
    m_progress->show();
    m_stop->show();
    file->index();
}

PuzzleChooser::~PuzzleChooser()
{
    if (m_file)
        m_file->stop();
}

void PuzzleChooser::setUp()
{
    setWindowTitle(tr("Choose a Puzzle"));
    m_model = new PuzzleListModel(*m_source, this);
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    QFont mono = m_view->font();
    mono.setStyleHint(QFont::Monospace);
    mono.setFamily(QStringLiteral("monospace"));
    m_view->setFont(mono);
    m_view->setMinimumWidth(360);

    m_preview = new BoardWidget(this);
    m_preview->setMinimumSize(PreviewSmallest, PreviewSmallest);
    m_preview->setMaximumWidth(PreviewLargest);
    m_preview->setFocusPolicy(Qt::NoFocus);
    m_preview->setAttribute(Qt::WA_TransparentForMouseEvents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    m_open = buttons->button(QDialogButtonBox::Open);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_view, &QTableView::doubleClicked, this, [this] {
        if (chosenIndex() >= 0)
            accept();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PuzzleChooser::showSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_open->setEnabled(chosenIndex() >= 0); });

    // While a big file is listed: how far, and the way to stop there.
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("chooserSummary"));
    m_summary->setTextFormat(Qt::PlainText); // it names the file
    m_summary->setWordWrap(true);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_stop = new QPushButton(tr("&Stop Reading"), this);
    m_stop->setObjectName(QStringLiteral("stopReading"));
    m_stop->setToolTip(tr("List only the puzzles found so far"));
    m_stop->hide();
    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_stop);

    auto *content = new QHBoxLayout;
    content->addWidget(m_view, 1);
    content->addWidget(m_preview, 0);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(progressRow);
    layout->addLayout(content, 1);
    layout->addWidget(buttons);

    // "Line" says where a record is when comments or bad lines move the puzzles down;
    // when every puzzle sits on the line of its number, it only repeats "#".
    onFound();
    // Columns as wide as their widest content can be, rows not yet listed included: whole
    // puzzle lines, and numbers up to the millions.
    const QFontMetrics metrics(mono);
    // The text margins of a cell on both sides, and a character to spare.
    const int padding = 4 * m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view)
                      + 3 * metrics.averageCharWidth();
    const auto fit = [&](int column, const QString &widest) {
        m_view->resizeColumnToContents(column); // at least its header
        m_view->setColumnWidth(column, std::max(m_view->columnWidth(column), metrics.horizontalAdvance(widest) + padding));
    };
    fit(PuzzleListModel::Index, QLocale().toString(9999999));
    fit(PuzzleListModel::Line, QLocale().toString(99999999));
    // A file's puzzles are of one size, as a rule: the first readable one says which (a 16×16
    // line is 256 characters; the table scrolls where the screen is narrower).
    int cells = CellCount;
    if (m_model->rowCount() > 0) {
        if (const PuzzleRecord &first = m_model->record(0); first.ok())
            cells = first.grid->cellCount();
    }
    fit(PuzzleListModel::Clues, QLocale().toString(cells));
    fit(PuzzleListModel::Puzzle, QString(cells, QLatin1Char('9')));

    // Wide enough for whole puzzle lines and the largest preview, as the screen allows:
    // at 200 % scaling a fixed size would put the preview and the buttons off screen.
    int tableWidth = 2 * m_view->frameWidth() + m_view->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < PuzzleListModel::ColumnCount; ++column)
        tableWidth += m_view->isColumnHidden(column) ? 0 : m_view->columnWidth(column);
    const QMargins margins = layout->contentsMargins();
    const QSize wanted(margins.left() + tableWidth + content->spacing() + PreviewLargest + margins.right(),
                       PreferredHeight);
    const QRect screen = (parentWidget() ? parentWidget()->screen() : this->screen())->availableGeometry();
    resize(std::min(wanted.width(), static_cast<int>(screen.width() * MostOfScreen)),
           std::min(wanted.height(), static_cast<int>(screen.height() * MostOfScreen)));
}

void PuzzleChooser::onFound()
{
    const int before = m_model->rowCount();
    m_model->grow();
    for (; m_linesChecked < m_source->size() && m_linesMatchIndex; ++m_linesChecked)
        m_linesMatchIndex = m_source->line(m_linesChecked) == static_cast<std::int64_t>(m_linesChecked) + 1;
    m_view->setColumnHidden(PuzzleListModel::Line, m_linesMatchIndex);
    // The first readable puzzle comes chosen: a text's rows are all there at once, a big
    // file's come in batches, the first of which may hold none that can be read.
    if (!m_view->selectionModel()->hasSelection())
        selectFirstReadable(before);
    if (m_file && m_file->fileSize() > 0)
        m_progress->setValue(static_cast<int>(m_file->bytesRead() * 1000 / m_file->fileSize()));
    updateSummary();
    m_open->setEnabled(chosenIndex() >= 0);
}

void PuzzleChooser::selectFirstReadable(int from)
{
    for (int row = from; row < m_model->rowCount(); ++row) {
        if (m_source->readable(static_cast<std::size_t>(row))) {
            m_view->selectRow(row);
            break;
        }
    }
    showSelected();
}

void PuzzleChooser::updateSummary()
{
    const auto readable = static_cast<int>(m_source->readableCount());
    const int total = static_cast<int>(m_source->size());
    QString text;
    if (isListing())
        text = tr("%1: %Ln puzzle(s) found so far…", nullptr, total).arg(m_fileName);
    else
        text = tr("%1 holds %Ln puzzle(s).", nullptr, total).arg(m_fileName);
    if (m_file && !isListing() && m_file->bytesRead() < m_file->fileSize())
        text = tr("%1: the first %Ln puzzle(s) (reading stopped).", nullptr, total).arg(m_fileName);
    if (m_file && m_file->isTruncated())
        text = tr("%1: the first %Ln puzzle(s); the file holds more than can be listed.", nullptr, total)
                   .arg(m_fileName);
    if (readable < total)
        text += QLatin1Char(' ') + tr("%Ln cannot be read (hover over it for why).", nullptr, total - readable);
    m_summary->setText(text);
}

bool PuzzleChooser::isListing() const
{
    return m_file && m_file->isIndexing();
}

int PuzzleChooser::chosenIndex() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return -1;
    const int row = rows.first().row();
    return m_source->readable(static_cast<std::size_t>(row)) ? row : -1;
}

std::optional<PuzzleRecord> PuzzleChooser::chosenRecord() const
{
    const int row = chosenIndex();
    if (row < 0)
        return std::nullopt;
    return m_model->record(row);
}

void PuzzleChooser::showSelected()
{
    const int row = chosenIndex();
    const PuzzleRecord *shown = row >= 0 ? &m_model->record(row) : nullptr;
    m_preview->setGrid(shown && shown->ok() ? *shown->grid : Grid{});
}

} // namespace sudoku
