#include "watchpanel.h"

#include "explain.h"
#include "highlight.h"
#include "legend.h"
#include "tracelog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <cstdlib>

namespace sudoku {
namespace {

constexpr std::array<const char *, 5> CounterNames = {"events", "placements", "guesses", "backtracks", "time"};
constexpr int DefaultSpeed = 10;

QString count(std::uint64_t n)
{
    return QLocale().toString(static_cast<qulonglong>(n));
}

// "0.42 ms", "12.3 ms", "1,234 ms".
QString milliseconds(double ms)
{
    const int decimals = ms < 1 ? 2 : ms < 100 ? 1 : 0;
    return WatchPanel::tr("%1 ms").arg(QLocale().toString(ms, 'f', decimals));
}

} // namespace

WatchPanel::WatchPanel(EventPlayer *player, TraceLog *log, QWidget *parent)
    : QWidget(parent), m_player(player), m_logModel(log)
{
    m_algorithm = new QComboBox;
    m_algorithm->setObjectName(QStringLiteral("algorithm"));
    for (const Algorithm algorithm : allAlgorithms) {
        m_algorithm->addItem(Explain::algorithm(algorithm), static_cast<int>(algorithm));
        m_algorithm->setItemData(m_algorithm->count() - 1, Explain::algorithmIdea(algorithm), Qt::ToolTipRole);
    }
    m_algorithm->setFocusPolicy(Qt::TabFocus);
    m_idea = new QLabel;
    m_idea->setWordWrap(true);
    m_idea->setForegroundRole(QPalette::PlaceholderText);

    const auto tool = [this](const char *name, QStyle::StandardPixmap icon, const QString &text) {
        auto *button = new QToolButton;
        button->setObjectName(QLatin1String(name));
        button->setIcon(style()->standardIcon(icon));
        button->setText(text);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setFocusPolicy(Qt::NoFocus); // keys stay with the board
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        return button;
    };
    m_play = tool("play", QStyle::SP_MediaPlay, tr("Play"));
    m_step = tool("step", QStyle::SP_MediaSkipForward, tr("Next"));
    m_stop = tool("stop", QStyle::SP_MediaStop, tr("Stop"));
    m_play->setToolTip(tr("Play or pause the animated solve (F5)"));
    m_step->setToolTip(tr("Show the next event (F6)"));
    m_stop->setToolTip(tr("Stop and return to your game (Shift+F5)"));
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_play);
    controls->addWidget(m_step);
    controls->addWidget(m_stop);

    m_speed = new QSlider(Qt::Horizontal);
    m_speed->setObjectName(QStringLiteral("speed"));
    m_speed->setRange(0, static_cast<int>(Speeds.size()) - 1);
    m_speed->setPageStep(1);
    m_speed->setTickPosition(QSlider::TicksBelow);
    m_speed->setFocusPolicy(Qt::TabFocus);
    m_speed->setToolTip(tr("Events shown per second, or Instant: the whole solve at full speed"));
    m_speedLabel = new QLabel;
    m_speedLabel->setMinimumWidth(m_speedLabel->fontMetrics().horizontalAdvance(tr("20,000/s")));
    m_speedLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto *speedRow = new QHBoxLayout;
    speedRow->addWidget(new QLabel(tr("Speed")));
    speedRow->addWidget(m_speed, 1);
    speedRow->addWidget(m_speedLabel);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    QFont bold = m_status->font();
    bold.setBold(true);
    m_status->setFont(bold);

    auto *counters = new QFormLayout;
    counters->setLabelAlignment(Qt::AlignLeft);
    counters->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const std::array<QString, 5> counterLabels = {tr("Events"), tr("Placements"), tr("Guesses"),
                                                  tr("Backtracks"), tr("Solver time")};
    for (std::size_t i = 0; i < m_counters.size(); ++i) {
        m_counters[i] = new QLabel;
        m_counters[i]->setObjectName(QLatin1String(CounterNames[i]));
        m_counters[i]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_counters[i]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        counters->addRow(counterLabels[i], m_counters[i]);
    }

    m_explanation = new QLabel;
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_explanation->setMinimumHeight(2 * m_explanation->fontMetrics().lineSpacing());
    m_explanation->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    m_previousBranch = tool("previousBranch", QStyle::SP_ArrowBack, tr("Previous"));
    m_nextBranch = tool("nextBranch", QStyle::SP_ArrowForward, tr("Next"));
    m_previousBranch->setToolTip(tr("The previous branch of the forcing chain"));
    m_nextBranch->setToolTip(tr("The next branch of the forcing chain"));
    m_branchRow = new QWidget;
    auto *branchLayout = new QHBoxLayout(m_branchRow);
    branchLayout->setContentsMargins(0, 0, 0, 0);
    branchLayout->addWidget(m_previousBranch);
    branchLayout->addWidget(m_nextBranch);
    m_branchRow->hide();

    m_legend = new Legend;

    m_log = new QListView;
    m_log->setObjectName(QStringLiteral("log"));
    m_log->setModel(m_logModel);
    m_log->setUniformItemSizes(true);
    m_log->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_log->setSelectionMode(QAbstractItemView::SingleSelection);
    m_log->setFocusPolicy(Qt::ClickFocus);
    m_log->setMinimumHeight(6 * m_log->fontMetrics().lineSpacing());
    m_log->setAccessibleName(tr("Solve log"));

    m_compare = new QPushButton(tr("Compare All Algorithms…"));
    m_compare->setObjectName(QStringLiteral("compare"));
    m_compare->setFocusPolicy(Qt::NoFocus);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_algorithm);
    layout->addWidget(m_idea);
    layout->addLayout(controls);
    layout->addLayout(speedRow);
    layout->addWidget(m_status);
    layout->addLayout(counters);
    layout->addWidget(m_explanation);
    layout->addWidget(m_branchRow);
    layout->addWidget(m_legend);
    auto *logTitle = new QLabel(tr("Log"));
    logTitle->setFont(bold);
    layout->addWidget(logTitle);
    layout->addWidget(m_log, 1);
    layout->addWidget(m_compare);

    connect(m_algorithm, &QComboBox::currentIndexChanged, this, [this] {
        m_idea->setText(Explain::algorithmIdea(algorithm()));
        // Another algorithm is another solve: the one shown stops.
        if (m_player->state() != EventPlayer::State::Idle && m_player->algorithm() != algorithm())
            stop();
    });
    connect(m_play, &QToolButton::clicked, this, &WatchPanel::playOrPause);
    connect(m_step, &QToolButton::clicked, this, &WatchPanel::stepForward);
    connect(m_stop, &QToolButton::clicked, this, &WatchPanel::stop);
    connect(m_speed, &QSlider::valueChanged, this, [this] {
        updateSpeedLabel();
        m_player->setSpeed(speed());
    });
    connect(m_compare, &QPushButton::clicked, this, &WatchPanel::compareRequested);
    connect(m_previousBranch, &QToolButton::clicked, this, &WatchPanel::previousBranch);
    connect(m_nextBranch, &QToolButton::clicked, this, &WatchPanel::nextBranch);
    connect(m_log, &QListView::clicked, this, &WatchPanel::onLogClicked);
    connect(m_log->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        m_followLog = value >= m_log->verticalScrollBar()->maximum();
    });

    connect(m_player, &EventPlayer::stateChanged, this, &WatchPanel::updateControls);
    connect(m_player, &EventPlayer::advanced, this, &WatchPanel::onAdvanced);
    connect(m_player, &EventPlayer::eventShown, this, &WatchPanel::onEventShown, Qt::DirectConnection);

    m_idea->setText(Explain::algorithmIdea(algorithm()));
    setSpeed(DefaultSpeed);
    updateSpeedLabel();
    updateControls();
    updateCounters();
}

Algorithm WatchPanel::algorithm() const
{
    return static_cast<Algorithm>(m_algorithm->currentData().toInt());
}

void WatchPanel::setAlgorithm(Algorithm algorithm)
{
    m_algorithm->setCurrentIndex(m_algorithm->findData(static_cast<int>(algorithm)));
}

int WatchPanel::speed() const
{
    return Speeds[static_cast<std::size_t>(m_speed->value())];
}

void WatchPanel::setSpeed(int eventsPerSecond)
{
    std::size_t best = 0;
    for (std::size_t i = 0; i < Speeds.size(); ++i) {
        if (Speeds[i] == eventsPerSecond) {
            best = i;
            break;
        }
        if (Speeds[i] != EventPlayer::InstantSpeed
            && std::abs(Speeds[i] - eventsPerSecond) < std::abs(Speeds[best] - eventsPerSecond))
            best = i;
    }
    m_speed->setValue(static_cast<int>(best));
    m_player->setSpeed(speed());
}

void WatchPanel::updateSpeedLabel()
{
    const int eventsPerSecond = speed();
    m_speedLabel->setText(eventsPerSecond == EventPlayer::InstantSpeed
                              ? tr("Instant")
                              : tr("%1/s").arg(QLocale().toString(eventsPerSecond)));
}

QString WatchPanel::explanation() const
{
    return m_explanation->text();
}

QString WatchPanel::counterText(const QString &name) const
{
    for (const QLabel *label : m_counters) {
        if (label->objectName() == name)
            return label->text();
    }
    return {};
}

QString WatchPanel::statusText() const
{
    return m_status->text();
}

std::size_t WatchPanel::branchOf(const Step &step) const
{
    return m_explained && *m_explained == step ? m_branch : 0;
}

void WatchPanel::explain(const std::optional<Step> &step, const QString &fallback)
{
    m_explained = step;
    m_branch = 0;
    if (step)
        showBranch();
    else
        m_explanation->setText(fallback);
    updateBranchButtons();
}

void WatchPanel::showBranch()
{
    m_explanation->setText(Explain::step(*m_explained, m_branch));
}

void WatchPanel::updateBranchButtons()
{
    const std::size_t branches = m_explained ? branchCount(*m_explained) : 1;
    // While it plays the explanation changes under the reader: no paging then.
    m_branchRow->setVisible(branches > 1 && m_player->state() != EventPlayer::State::Playing
                            && m_player->state() != EventPlayer::State::Instant);
    m_previousBranch->setEnabled(m_branch > 0);
    m_nextBranch->setEnabled(m_branch + 1 < branches);
}

void WatchPanel::nextBranch()
{
    if (!m_explained || !m_branchRow->isVisibleTo(this) || m_branch + 1 >= branchCount(*m_explained))
        return;
    ++m_branch;
    showBranch();
    updateBranchButtons();
    emit stepSelected(*m_explained, m_branch);
}

void WatchPanel::previousBranch()
{
    if (!m_explained || !m_branchRow->isVisibleTo(this) || m_branch == 0)
        return;
    --m_branch;
    showBranch();
    updateBranchButtons();
    emit stepSelected(*m_explained, m_branch);
}

void WatchPanel::beginTrace(bool paused)
{
    m_logModel->clear();
    explain(std::nullopt);
    m_followLog = true;
    emit startRequested(algorithm(), paused);
}

void WatchPanel::playOrPause()
{
    switch (m_player->state()) {
    case EventPlayer::State::Idle:
    case EventPlayer::State::Finished:
        beginTrace(false);
        break;
    case EventPlayer::State::Playing:
        m_player->pause();
        break;
    case EventPlayer::State::Paused:
        m_player->play();
        break;
    case EventPlayer::State::Instant:
        break;
    }
}

void WatchPanel::stepForward()
{
    switch (m_player->state()) {
    case EventPlayer::State::Idle:
    case EventPlayer::State::Finished:
        beginTrace(true);
        m_player->stepForward();
        break;
    case EventPlayer::State::Playing:
        m_player->pause();
        break;
    case EventPlayer::State::Paused:
        m_player->stepForward();
        break;
    case EventPlayer::State::Instant:
        break;
    }
}

void WatchPanel::stop()
{
    m_player->stop();
}

void WatchPanel::updateControls()
{
    const EventPlayer::State state = m_player->state();
    const bool playing = state == EventPlayer::State::Playing;
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setEnabled(state != EventPlayer::State::Instant);
    m_step->setEnabled(state != EventPlayer::State::Instant);
    m_stop->setEnabled(m_player->isActive());

    const TraceResult &result = m_player->result();
    switch (state) {
    case EventPlayer::State::Idle:
        m_status->setText(tr("Press Play to watch %1 solve this puzzle.").arg(Explain::algorithm(algorithm())));
        break;
    case EventPlayer::State::Playing:
        m_status->setText(tr("Playing…"));
        break;
    case EventPlayer::State::Paused:
        m_status->setText(tr("Paused: Next shows the next event."));
        break;
    case EventPlayer::State::Instant:
        m_status->setText(tr("Solving at full speed…"));
        break;
    case EventPlayer::State::Finished:
        m_status->setText(result.status == TraceStatus::Solved
                              ? tr("Solved. The solution is on the board; Undo takes it back.")
                              : tr("No solution: the search ran out of possibilities."));
        break;
    }
    updateBranchButtons();
    updateCounters();
}

void WatchPanel::updateCounters()
{
    const TraceCounts &counts = m_player->counts();
    m_counters[0]->setText(count(counts.events));
    m_counters[1]->setText(count(counts.placements));
    m_counters[2]->setText(count(counts.guesses));
    m_counters[3]->setText(count(counts.backtracks));
    m_counters[4]->setText(milliseconds(m_player->solverMs()));
}

void WatchPanel::onEventShown(const Event &event, quint64 index, const Board *before)
{
    m_logModel->append(event, index, before);
    if (event.stepStart && event.technique != Technique::None)
        m_latestStep = event; // shown once a frame, in onAdvanced
}

void WatchPanel::onAdvanced()
{
    if (m_latestStep) {
        // The player has the step behind it, pattern and all, when it could rebuild it.
        explain(m_player->currentStep(), Explain::event(*m_latestStep));
        m_latestStep.reset();
    }
    m_logModel->flush();
    if (m_followLog)
        m_log->scrollToBottom();
    updateCounters();
}

void WatchPanel::onLogClicked(const QModelIndex &index)
{
    if (const std::optional<Step> step = m_logModel->stepAt(index.row())) {
        explain(step);
        emit stepSelected(*step, 0);
    }
}

} // namespace sudoku
