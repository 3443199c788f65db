// SPDX-License-Identifier: GPL-3.0-or-later
#include "watchpanel.h"

#include "explain.h"
#include "language.h"
#include "legend.h"
#include "tracelog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace sudoku {
namespace {

constexpr std::array<const char *, 5> CounterNames = {"events", "placements", "guesses", "backtracks", "time"};

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

WatchPanel::WatchPanel(SolveSession *session, QWidget *parent)
    : QWidget(parent), m_session(session)
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
    m_speed->setRange(0, static_cast<int>(SolveSession::Speeds.size()) - 1);
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
    m_status->setTextFormat(Qt::PlainText);
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
    m_explanation->setTextFormat(Qt::PlainText);
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
    m_log->setModel(m_session->log());
    m_log->setUniformItemSizes(true);
    m_log->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_log->setSelectionMode(QAbstractItemView::SingleSelection);
    m_log->setFocusPolicy(Qt::ClickFocus);
    m_log->setMinimumHeight(6 * m_log->fontMetrics().lineSpacing());
    // It takes the height to spare, but asks for no more than six lines: the panel fits a
    // 768-pixel screen without scrolling.
    m_log->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    m_log->setAccessibleName(tr("Solve log"));

    m_compare = new QPushButton(tr("Compare All Algorithms…"));
    m_compare->setObjectName(QStringLiteral("compare"));
    m_compare->setFocusPolicy(Qt::NoFocus);

    // Four groups, one under the other beside the board; side by side below it (setArrangement).
    const auto group = [](std::initializer_list<QObject *> parts) {
        auto *column = new QVBoxLayout;
        column->setContentsMargins(0, 0, 0, 0);
        for (QObject *part : parts) {
            if (auto *widget = qobject_cast<QWidget *>(part))
                column->addWidget(widget);
            else
                column->addLayout(qobject_cast<QLayout *>(part));
        }
        return column;
    };
    m_logTitle = new QLabel(tr("Log"));
    m_logTitle->setFont(bold);
    QVBoxLayout *solver = group({m_algorithm, m_idea, controls, speedRow, m_status});
    m_progress = group({counters, m_explanation, m_branchRow});
    m_logGroup = group({m_logTitle, m_log, m_compare});
    m_logGroup->setStretchFactor(m_log, 1);
    // Below the board the first two groups keep their rows at the top.
    solver->addStretch();
    m_progress->addStretch();
    m_layout = new QBoxLayout(QBoxLayout::TopToBottom, this);
    m_layout->addLayout(solver);
    m_layout->addLayout(m_progress);
    m_layout->addWidget(m_legend, 0, Qt::AlignTop);
    m_layout->addLayout(m_logGroup, 1);

    connect(m_algorithm, &QComboBox::currentIndexChanged, this, [this] {
        m_session->setAlgorithm(static_cast<Algorithm>(m_algorithm->currentData().toInt()));
    });
    connect(m_play, &QToolButton::clicked, m_session, &SolveSession::playOrPause);
    connect(m_step, &QToolButton::clicked, m_session, &SolveSession::stepForward);
    connect(m_stop, &QToolButton::clicked, m_session, &SolveSession::stop);
    connect(m_speed, &QSlider::valueChanged, this, [this](int position) {
        m_session->setSpeed(SolveSession::Speeds[static_cast<std::size_t>(position)]);
    });
    connect(m_compare, &QPushButton::clicked, this, &WatchPanel::compareRequested);
    connect(m_previousBranch, &QToolButton::clicked, m_session, &SolveSession::previousBranch);
    connect(m_nextBranch, &QToolButton::clicked, m_session, &SolveSession::nextBranch);
    connect(m_log, &QListView::clicked, this, [this](const QModelIndex &index) { m_session->chooseLogRow(index.row()); });
    // A step's technique, linked to its page: a double-click, or the row's menu.
    const auto techniqueAt = [](const QModelIndex &index) {
        const QVariant technique = index.data(TraceLog::TechniqueRole);
        return technique.isValid() ? static_cast<Technique>(technique.toInt()) : Technique::None;
    };
    connect(m_log, &QListView::doubleClicked, this, [this, techniqueAt](const QModelIndex &index) {
        if (const Technique technique = techniqueAt(index); technique != Technique::None)
            emit techniqueRequested(technique);
    });
    m_log->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_log, &QListView::customContextMenuRequested, this, [this, techniqueAt](const QPoint &position) {
        const Technique technique = techniqueAt(m_log->indexAt(position));
        if (technique == Technique::None)
            return;
        QMenu menu(this);
        QAction *about = menu.addAction(tr("What Is %1?").arg(language::capitalised(Explain::technique(technique))));
        connect(about, &QAction::triggered, this, [this, technique] { emit techniqueRequested(technique); });
        menu.exec(m_log->viewport()->mapToGlobal(position));
    });
    connect(m_log->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        m_followLog = value >= m_log->verticalScrollBar()->maximum();
    });
    connect(m_session, &SolveSession::started, this, [this] { m_followLog = true; });
    connect(m_session, &SolveSession::changed, this, &WatchPanel::refresh);
    connect(m_session, &SolveSession::advanced, this, &WatchPanel::refresh);
    refresh();
}

void WatchPanel::updateSpeedLabel()
{
    const int eventsPerSecond = m_session->speed();
    m_speedLabel->setText(eventsPerSecond == EventPlayer::InstantSpeed
                              ? tr("Instant")
                              : tr("%1/s").arg(QLocale().toString(eventsPerSecond)));
}

void WatchPanel::setArrangement(Qt::Orientation orientation)
{
    const bool columns = orientation == Qt::Horizontal;
    m_layout->setDirection(columns ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_layout->setSpacing(columns ? 2 * style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing) : -1);
    // Side by side the algorithm's idea would make the row taller: its box's tooltip says it.
    m_idea->setVisible(!columns);
    // Side by side, the explanation of the latest event heads the log (where the counters' group
    // would make it the highest), which needs no title there.
    QVBoxLayout *from = columns ? m_progress : m_logGroup;
    QVBoxLayout *to = columns ? m_logGroup : m_progress;
    if (from->indexOf(m_explanation) >= 0) {
        from->removeWidget(m_explanation);
        from->removeWidget(m_branchRow);
        to->insertWidget(1, m_explanation);
        to->insertWidget(2, m_branchRow);
    }
    m_logTitle->setVisible(!columns);
    // A narrow log elides its lines (the latest is read whole above it) rather than scroll sideways.
    m_log->setHorizontalScrollBarPolicy(columns ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    // A strip below the board as low as its parts allow: no margin above and below, a shorter log.
    const int margin = style()->pixelMetric(QStyle::PM_LayoutTopMargin);
    m_layout->setContentsMargins(margin, columns ? 0 : margin, margin, columns ? 0 : margin);
    m_log->setMinimumHeight((columns ? 4 : 6) * m_log->fontMetrics().lineSpacing());
    // Side by side the width to spare goes to the groups whose text wraps (fewer lines, a lower
    // strip) and to the log; one under the other, the height to spare goes to the log.
    for (int group = 0; group < 3; ++group)
        m_layout->setStretch(group, columns ? 1 : 0);
    // The legend keeps its two columns side by side: in one it would be twice as high.
    m_legend->setMinimumWidth(columns ? m_legend->sizeHint().width() : 0);
    // Sizes asked right away (WindowFit::placeWatchPanel) are those of the new arrangement:
    // activating a changed layout forgets what its groups and widgets knew.
    m_layout->invalidate();
    m_layout->activate();
}

Qt::Orientation WatchPanel::arrangement() const
{
    return m_layout->direction() == QBoxLayout::LeftToRight ? Qt::Horizontal : Qt::Vertical;
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

void WatchPanel::refresh()
{
    const QSignalBlocker algorithmBlocker(m_algorithm);
    m_algorithm->setCurrentIndex(m_algorithm->findData(static_cast<int>(m_session->algorithm())));
    m_idea->setText(language::shown(Explain::algorithmIdea(m_session->algorithm())));
    m_algorithm->setToolTip(m_idea->text());
    const auto speedIndex = std::find(SolveSession::Speeds.begin(), SolveSession::Speeds.end(), m_session->speed());
    const QSignalBlocker speedBlocker(m_speed);
    m_speed->setValue(static_cast<int>(speedIndex - SolveSession::Speeds.begin()));
    updateSpeedLabel();

    const EventPlayer *player = m_session->player();
    const EventPlayer::State state = player->state();
    const bool playing = state == EventPlayer::State::Playing;
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setEnabled(state != EventPlayer::State::Instant && (m_session->canStart() || player->isActive()));
    m_step->setEnabled(m_play->isEnabled());
    m_stop->setEnabled(player->isActive());
    m_status->setText(language::shown(m_session->statusText()));

    const TraceCounts &counts = player->counts();
    m_counters[0]->setText(language::digits(count(counts.events)));
    m_counters[1]->setText(language::digits(count(counts.placements)));
    m_counters[2]->setText(language::digits(count(counts.guesses)));
    m_counters[3]->setText(language::digits(count(counts.backtracks)));
    m_counters[4]->setText(language::digits(milliseconds(player->solverMs())));

    m_explanation->setText(language::shown(m_session->explanation()));
    m_branchRow->setVisible(m_session->showsBranches());
    m_previousBranch->setEnabled(m_session->hasPreviousBranch());
    m_nextBranch->setEnabled(m_session->hasNextBranch());
    if (m_followLog)
        m_log->scrollToBottom();
}

} // namespace sudoku
