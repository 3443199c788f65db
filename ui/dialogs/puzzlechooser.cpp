#include "puzzlechooser.h"

#include "boardwidget.h"

#include <QAbstractTableModel>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
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

} // namespace

// A read-only table over the records; scales to files of tens of thousands of puzzles.
class PuzzleListModel : public QAbstractTableModel {
public:
    enum Column { Index, Line, Clues, Puzzle, ColumnCount };

    explicit PuzzleListModel(const std::vector<PuzzleRecord> &records, QObject *parent)
        : QAbstractTableModel(parent), m_records(records)
    {
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_records.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : ColumnCount;
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        const PuzzleRecord &record = m_records[static_cast<std::size_t>(index.row())];
        if (role == Qt::ToolTipRole && !record.ok())
            return QString::fromStdString(record.error.toString());
        if (role == Qt::TextAlignmentRole && index.column() != Puzzle)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (role != Qt::DisplayRole)
            return {};
        switch (index.column()) {
        case Index:
            return index.row() + 1;
        case Line:
            return record.line;
        case Clues:
            return record.ok() ? QVariant(record.grid->givenCount()) : QVariant();
        case Puzzle:
            return record.ok() ? QString::fromStdString(toLine(*record.grid))
                               : tr("unreadable: %1").arg(QString::fromStdString(record.error.toString()));
        default:
            return {};
        }
    }

    Qt::ItemFlags flags(const QModelIndex &index) const override
    {
        const PuzzleRecord &record = m_records[static_cast<std::size_t>(index.row())];
        return record.ok() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
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

private:
    const std::vector<PuzzleRecord> &m_records;
};

PuzzleChooser::PuzzleChooser(std::vector<PuzzleRecord> records, const QString &fileName, QWidget *parent)
    : QDialog(parent), m_records(std::move(records))
{
    setWindowTitle(tr("Choose a Puzzle"));
    m_model = new PuzzleListModel(m_records, this);
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
    // "Line" says where a record is when comments or bad lines move the puzzles down;
    // when every puzzle sits on the line of its number, it only repeats "#".
    bool linesMatchIndex = true;
    for (std::size_t i = 0; i < m_records.size() && linesMatchIndex; ++i)
        linesMatchIndex = m_records[i].line == static_cast<int>(i) + 1;
    m_view->setColumnHidden(PuzzleListModel::Line, linesMatchIndex);
    m_view->resizeColumnsToContents();
    m_view->setMinimumWidth(360);

    m_preview = new BoardWidget(this);
    m_preview->setMinimumSize(PreviewSmallest, PreviewSmallest);
    m_preview->setMaximumWidth(PreviewLargest);
    m_preview->setFocusPolicy(Qt::NoFocus);
    m_preview->setAttribute(Qt::WA_TransparentForMouseEvents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_view, &QTableView::doubleClicked, this, &QDialog::accept);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PuzzleChooser::showSelected);

    int readable = 0;
    for (const PuzzleRecord &record : m_records)
        readable += record.ok() ? 1 : 0;
    // Plurals spelled out: without a translation loaded, tr()'s %n shows "puzzle(s)".
    const int total = static_cast<int>(m_records.size());
    QString text = total == 1 ? tr("%1 holds 1 puzzle.").arg(fileName)
                              : tr("%1 holds %2 puzzles.").arg(fileName).arg(total);
    if (readable < total) {
        text += QLatin1Char(' ') + (total - readable == 1 ? tr("1 cannot be read (hover over it for why).")
                                                        : tr("%1 cannot be read (hover over them for why).")
                                                              .arg(total - readable));
    }
    auto *summary = new QLabel(text, this);

    auto *content = new QHBoxLayout;
    content->addWidget(m_view, 1);
    content->addWidget(m_preview, 0);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addLayout(content, 1);
    layout->addWidget(buttons);

    // Wide enough for whole puzzle lines and the largest preview, as the screen allows:
    // at 200 % scaling a fixed size would put the preview and the buttons off screen.
    int tableWidth = 2 * m_view->frameWidth() + m_view->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < PuzzleListModel::ColumnCount; ++column)
        tableWidth += m_view->isColumnHidden(column) ? 0 : m_view->columnWidth(column);
    const QMargins margins = layout->contentsMargins();
    const QSize wanted(margins.left() + tableWidth + content->spacing() + PreviewLargest + margins.right(),
                       PreferredHeight);
    const QRect screen = (parent ? parent->screen() : this->screen())->availableGeometry();
    resize(std::min(wanted.width(), static_cast<int>(screen.width() * MostOfScreen)),
           std::min(wanted.height(), static_cast<int>(screen.height() * MostOfScreen)));

    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_records[static_cast<std::size_t>(row)].ok()) {
            m_view->selectRow(row);
            break;
        }
    }
    showSelected();
    buttons->button(QDialogButtonBox::Open)->setEnabled(chosenIndex() >= 0);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this, buttons] { buttons->button(QDialogButtonBox::Open)->setEnabled(chosenIndex() >= 0); });
}

PuzzleChooser::~PuzzleChooser() = default;

int PuzzleChooser::chosenIndex() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return -1;
    const int row = rows.first().row();
    return m_records[static_cast<std::size_t>(row)].ok() ? row : -1;
}

void PuzzleChooser::showSelected()
{
    const int row = chosenIndex();
    m_preview->setGrid(row >= 0 ? *m_records[static_cast<std::size_t>(row)].grid : Grid{});
}

} // namespace sudoku
