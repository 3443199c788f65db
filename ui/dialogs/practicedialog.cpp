// SPDX-License-Identifier: GPL-3.0-or-later
#include "practicedialog.h"

#include "boardview.h"
#include "boardwidget.h"
#include "explain.h"
#include "language.h"
#include "playsettings.h"
#include "practicesession.h"
#include "techniqueexamples.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>

namespace sudoku {
namespace {

constexpr int HardestItem = -1; // the chooser's "The ones I find hardest"

QString averageTime(qint64 totalMs, int tried)
{
    const qint64 seconds = tried > 0 ? (totalMs / tried + 500) / 1000 : 0;
    return seconds < 60 ? PracticeChart::tr("%1 s").arg(language::number(seconds))
                        : PracticeChart::tr("%1 min %2 s").arg(language::number(seconds / 60), language::number(seconds % 60));
}

} // namespace

// --- PracticeChart -------------------------------------------------------------------------

PracticeChart::PracticeChart(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("practiceChart"));
    refresh();
}

void PracticeChart::refresh()
{
    m_techniques.clear();
    m_records.clear();
    for (const FamilyTechniques &family : familiesByDifficulty()) {
        for (const Technique technique : family.techniques) {
            const PlaySettings::PracticeRecord record = PlaySettings::practiceRecord(technique);
            if (record.tried > 0) {
                m_techniques.push_back(technique);
                m_records.push_back(record);
            }
        }
    }
    QStringList rows;
    for (std::size_t i = 0; i < m_techniques.size(); ++i) {
        const Technique technique = m_techniques[i];
        const PlaySettings::PracticeRecord &record = m_records[i];
        rows << tr("%1: %2 right, %3 partly right of %4 tried, %5 on average")
                    .arg(language::capitalised(Explain::technique(technique)), language::number(record.right),
                         language::number(record.partlyRight), language::number(record.tried),
                         averageTime(record.totalMs, record.tried));
    }
    setAccessibleName(tr("Your practice record"));
    setAccessibleDescription(rows.isEmpty() ? tr("Nothing practised yet.") : rows.join(QLatin1Char('\n')));
    setToolTip(language::toolTip(accessibleDescription()));
    updateGeometry();
    update();
}

QSize PracticeChart::sizeHint() const
{
    const QFontMetrics metrics(font());
    return {metrics.averageCharWidth() * 60,
            metrics.lineSpacing() * std::max<int>(2, static_cast<int>(m_techniques.size()) + 1)};
}

void PracticeChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics metrics(font());
    const int line = metrics.lineSpacing();
    if (m_techniques.empty()) {
        painter.drawText(rect(), Qt::AlignLeading | Qt::AlignTop | Qt::TextWordWrap, tr("Nothing practised yet."));
        return;
    }
    int mostTried = 1;
    int nameWidth = 0;
    for (std::size_t i = 0; i < m_techniques.size(); ++i) {
        const Technique technique = m_techniques[i];
        mostTried = std::max(mostTried, m_records[i].tried);
        nameWidth = std::max(nameWidth, metrics.horizontalAdvance(language::capitalised(Explain::technique(technique))));
    }
    nameWidth = std::min(nameWidth, width() / 3);
    const QColor right = QColor(0x2e, 0x7d, 0x32);  // green, darker than any background tint
    const QColor partly = QColor(0xef, 0x8f, 0x00); // amber
    const QColor outline = palette().color(QPalette::WindowText);
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    const int labelWidth =
        metrics.horizontalAdvance(tr("%1 of %2 right · %3").arg(QStringLiteral("00"), QStringLiteral("00"),
                                                                 averageTime(599'000, 1))) + line / 2;
    const int barSpace = std::max(line * 2, width() - nameWidth - labelWidth - line);
    int y = 0;
    for (std::size_t i = 0; i < m_techniques.size(); ++i) {
        const Technique technique = m_techniques[i];
        const PlaySettings::PracticeRecord &record = m_records[i];
        const QRect nameRect(rtl ? width() - nameWidth : 0, y, nameWidth, line);
        painter.setPen(outline);
        painter.drawText(nameRect, Qt::AlignVCenter | Qt::AlignLeading,
                         metrics.elidedText(language::capitalised(Explain::technique(technique)), Qt::ElideRight, nameWidth));
        const int whole = barSpace * record.tried / mostTried;
        const int rightWidth = whole * record.right / record.tried;
        const int partlyWidth = whole * record.partlyRight / record.tried;
        const int start = nameWidth + line / 2;
        const auto span = [&](int from, int length) {
            const int x = rtl ? width() - start - from - length : start + from;
            return QRectF(x + 0.5, y + line * 0.2 + 0.5, std::max(0, length - 1), line * 0.6);
        };
        painter.setPen(QPen(outline, 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(span(0, whole));
        painter.setPen(Qt::NoPen);
        painter.setBrush(right);
        painter.drawRect(span(0, rightWidth));
        painter.setBrush(QBrush(partly, Qt::BDiagPattern));
        painter.drawRect(span(rightWidth, partlyWidth));
        painter.setPen(outline);
        const QString label = tr("%1 of %2 right · %3")
                                  .arg(language::number(record.right), language::number(record.tried),
                                       averageTime(record.totalMs, record.tried));
        const int labelX = start + whole + line / 2;
        painter.drawText(QRect(rtl ? width() - labelX - labelWidth : labelX, y, labelWidth, line),
                         Qt::AlignVCenter | Qt::AlignLeading, label);
        y += line;
    }
}

// --- PracticeDialog ------------------------------------------------------------------------

PracticeDialog::PracticeDialog(const Clock &clock, QWidget *parent)
    : QDialog(parent), m_session(new PracticeSession(clock, this))
{
    setObjectName(QStringLiteral("practiceDialog"));
    setWindowTitle(tr("Practice"));

    // The chooser: the hardest first, then each family's techniques under its name.
    m_techniques = new QComboBox;
    m_techniques->setObjectName(QStringLiteral("practiceTechnique"));
    auto *model = new QStandardItemModel(m_techniques);
    auto *hardest = new QStandardItem(tr("The ones I find hardest"));
    hardest->setData(HardestItem, Qt::UserRole);
    model->appendRow(hardest);
    for (const FamilyTechniques &family : familiesByDifficulty()) {
        auto *header = new QStandardItem(Explain::family(family.family));
        header->setFlags(Qt::NoItemFlags);
        QFont bold = font();
        bold.setBold(true);
        header->setFont(bold);
        model->appendRow(header);
        for (const Technique technique : family.techniques) {
            auto *item = new QStandardItem(QStringLiteral("    ") + language::capitalised(Explain::technique(technique)));
            item->setData(static_cast<int>(technique), Qt::UserRole);
            if (TechniqueExamples::bundled().of(technique).empty()) {
                item->setEnabled(false);
                item->setToolTip(tr("No position of this technique to practise on"));
            }
            model->appendRow(item);
        }
    }
    m_techniques->setModel(model);
    m_techniques->setMaxVisibleItems(20);
    connect(m_techniques, &QComboBox::activated, this, [this](int index) {
        const QVariant chosen = m_techniques->itemData(index);
        if (chosen.isValid())
            choose(chosen.toInt() == HardestItem ? Technique::None : static_cast<Technique>(chosen.toInt()));
    });
    m_next = new QPushButton(tr("&New Position"));
    m_next->setObjectName(QStringLiteral("newPosition"));
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_followsHardest)
            m_session->setTechnique(PracticeSession::hardestTechnique());
        else
            m_session->serve();
    });
    auto *chooser = new QHBoxLayout;
    auto *chooserLabel = new QLabel(tr("&Technique:"));
    chooserLabel->setBuddy(m_techniques);
    chooser->addWidget(chooserLabel);
    chooser->addWidget(m_techniques, 1);
    chooser->addWidget(m_next);

    m_board = new BoardWidget;
    m_board->setObjectName(QStringLiteral("practiceBoard"));
    m_board->setMinimumSize(300, 300);
    m_board->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_board->installEventFilter(this);
    connect(m_board, &BoardWidget::digitEntered, this,
            [this](int cell, int digit) { mark(cell, digit, m_place->isChecked()); });
    connect(m_board, &BoardWidget::pencilMarkToggled, this, [this](int cell, int digit) { mark(cell, digit, false); });
    connect(m_board, &BoardWidget::clearRequested, m_session, &PracticeSession::clearMarks);

    m_prompt = new QLabel;
    m_prompt->setObjectName(QStringLiteral("practicePrompt"));
    m_prompt->setWordWrap(true);
    m_prompt->setTextFormat(Qt::PlainText);
    m_strike = new QRadioButton(tr("Click &strikes out"));
    m_place = new QRadioButton(tr("Click &places"));
    m_strike->setChecked(true);
    auto *modes = new QButtonGroup(this);
    modes->addButton(m_strike);
    modes->addButton(m_place);
    m_check = new QPushButton(tr("C&heck"));
    m_check->setObjectName(QStringLiteral("checkAnswer"));
    m_showStep = new QPushButton(tr("Sho&w the Step"));
    m_showStep->setObjectName(QStringLiteral("showStep"));
    m_clear = new QPushButton(tr("C&lear Marks"));
    connect(m_check, &QPushButton::clicked, m_session, &PracticeSession::check);
    connect(m_showStep, &QPushButton::clicked, m_session, &PracticeSession::showStep);
    connect(m_clear, &QPushButton::clicked, m_session, &PracticeSession::clearMarks);
    m_verdict = new QLabel;
    m_verdict->setObjectName(QStringLiteral("practiceVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setAlignment(Qt::AlignTop | Qt::AlignLeading);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *verdictScroll = new QScrollArea;
    verdictScroll->setWidget(m_verdict);
    verdictScroll->setWidgetResizable(true);
    verdictScroll->setFrameShape(QFrame::NoFrame);

    m_chart = new PracticeChart;
    auto *chartScroll = new QScrollArea;
    chartScroll->setWidget(m_chart);
    chartScroll->setWidgetResizable(true);
    chartScroll->setFrameShape(QFrame::NoFrame);
    auto *record = new QGroupBox(tr("Your record"));
    auto *recordLayout = new QVBoxLayout(record);
    recordLayout->addWidget(chartScroll);

    auto *modeRow = new QHBoxLayout;
    modeRow->addWidget(m_strike);
    modeRow->addWidget(m_place);
    modeRow->addStretch(1);
    auto *buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_check);
    buttonRow->addWidget(m_showStep);
    buttonRow->addWidget(m_clear);
    buttonRow->addStretch(1);
    auto *aside = new QVBoxLayout;
    aside->addWidget(m_prompt);
    aside->addLayout(modeRow);
    aside->addLayout(buttonRow);
    aside->addWidget(verdictScroll, 2);
    aside->addWidget(record, 1);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_board, 3);
    middle->addLayout(aside, 2);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(chooser);
    layout->addLayout(middle, 1);
    layout->addWidget(buttons);

    const QFontMetrics metrics(font());
    const QSize wanted(metrics.averageCharWidth() * 130, metrics.lineSpacing() * 42);
    const QSize room = (parent && parent->screen() ? parent->screen() : screen())->availableGeometry().size() * 9 / 10;
    resize(wanted.boundedTo(room));

    connect(m_session, &PracticeSession::changed, this, &PracticeDialog::refresh);
    // A step that only places a digit is answered in Place mode, any other by striking out.
    connect(m_session, &PracticeSession::positionServed, this, [this] {
        const Step &step = m_session->served()->step;
        setPlaceMode(step.eliminations.empty() && !step.placements.empty());
    });
    m_session->setSeed(static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()));
    refresh();
}

void PracticeDialog::choose(Technique technique)
{
    m_followsHardest = technique == Technique::None;
    const Technique chosen = technique == Technique::None ? PracticeSession::hardestTechnique() : technique;
    const int index = m_techniques->findData(technique == Technique::None ? HardestItem : static_cast<int>(technique));
    if (index >= 0)
        m_techniques->setCurrentIndex(index);
    m_session->setTechnique(chosen);
}

void PracticeDialog::setPlaceMode(bool place)
{
    (place ? m_place : m_strike)->setChecked(true);
}

void PracticeDialog::mark(int cell, int digit, bool place)
{
    if (place)
        m_session->togglePlacement(cell, digit);
    else
        m_session->toggleElimination(cell, digit);
}

bool PracticeDialog::eventFilter(QObject *watched, QEvent *event)
{
    // A click on a candidate marks it; elsewhere in a cell it only selects the cell.
    if (watched == m_board && event->type() == QEvent::MouseButtonPress &&
        m_session->state() == PracticeSession::State::Answering) {
        const auto *press = static_cast<QMouseEvent *>(event);
        const int cell = m_board->cellAt(press->position().toPoint());
        if (cell >= 0 && press->button() == Qt::LeftButton) {
            for (int digit = 1; digit <= 9; ++digit) {
                if (m_board->view().marks[static_cast<std::size_t>(cell)].contains(digit) &&
                    m_board->candidateRect(cell, digit).contains(press->position())) {
                    m_board->setSelectedCell(cell);
                    mark(cell, digit, m_place->isChecked());
                    return true;
                }
            }
        }
    }
    return QDialog::eventFilter(watched, event);
}

void PracticeDialog::refresh()
{
    const PracticeSession::State state = m_session->state();
    const bool answering = state == PracticeSession::State::Answering;
    BoardView view;
    if (const auto &served = m_session->served()) {
        view.grid = served->example.position.board.grid;
        view.marks = served->example.position.board.candidates;
    }
    view.highlight = m_session->highlight();
    view.inputEnabled = answering;
    view.selectionVisible = answering;
    m_board->setView(view);
    m_prompt->setText(m_session->prompt());
    m_check->setEnabled(answering && !m_session->answer().isEmpty());
    m_showStep->setEnabled(answering);
    m_clear->setEnabled(answering && !m_session->answer().isEmpty());
    m_strike->setEnabled(answering);
    m_place->setEnabled(answering);
    m_next->setEnabled((m_followsHardest || m_session->technique() != Technique::None) &&
                       state != PracticeSession::State::Serving);
    m_verdict->setText(m_session->verdictText());
    if (state == PracticeSession::State::Judged || state == PracticeSession::State::Shown)
        m_chart->refresh();
    if (answering)
        m_board->setFocus();
}

} // namespace sudoku
