// SPDX-License-Identifier: GPL-3.0-or-later
#include "playsession.h"

#include "backgroundjob.h"
#include "countdown.h"
#include "explain.h"
#include "game.h"
#include "gamefile.h"
#include "hintsession.h"
#include "inputfile.h"
#include "language.h"
#include "playsettings.h"
#include "solvercontroller.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <string_view>

Q_LOGGING_CATEGORY(lcPlay, "sudoku.ui.play", QtInfoMsg)

namespace sudoku {
namespace {

constexpr int AutosaveIntervalMs = 30000; // and every 30 s while playing
constexpr auto GameFileSuffix = "sudoku";

std::vector<PuzzleRecord> recordsOf(const QByteArray &text)
{
    return readPuzzles(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

// How much is read of a file to tell a game file from puzzles: its blanks, then the '{'.
constexpr qint64 HeadBytes = 4096;

// "12.3 MB", in the window's digits.
QString megabytes(qint64 bytes)
{
    return language::digits(QString::number(static_cast<double>(bytes) / double(1 << 20), 'f', 1));
}

} // namespace

PlaySession::PlaySession(QObject *parent, const Clock &clock)
    : QObject(parent)
    , m_game(new Game(this, clock))
    , m_hintController(new SolverController(this))
    , m_hints(new HintSession(m_game, m_hintController, this))
    , m_rater(new BackgroundJob(this))
    , m_checker(new BackgroundJob(this))
    , m_autosaveTimer(new QTimer(this))
{
    m_game->setShowMistakes(PlaySettings::showMistakes());
    m_game->setAutoRemovePencilMarks(PlaySettings::autoRemovePencilMarks());
    m_hints->setNotation(PlaySettings::eurekaNotation() ? Explain::Notation::Eureka : Explain::Notation::Words);
    m_hints->setAllowedTechniques(PlaySettings::hintTechniques());

    setAutosaveCountdown(new TimerCountdown(std::chrono::milliseconds(AutosaveDelayMs)));
    m_autosaveTimer->setInterval(AutosaveIntervalMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &PlaySession::autosave);
    m_autosaveTimer->start();

    connect(m_game, &Game::changed, this, [this] {
        m_flagged.reset(); // the board changed: what a check flagged may no longer hold
        // Counted from the first change not yet saved: later changes do not put it off.
        if (!m_autosaveDue->isRunning())
            m_autosaveDue->start();
        emit changed();
    });
    connect(m_game, &Game::pausedChanged, this, &PlaySession::changed);
    connect(m_game, &Game::pencilModeChanged, this, &PlaySession::changed);
    connect(m_game, &Game::completedGame, this, &PlaySession::onCompleted);
    connect(m_game, &Game::puzzleStarted, this, &PlaySession::onPuzzleStarted);
    connect(m_game, &Game::solutionFound, this, &PlaySession::changed); // mistakes, "no solution"
    connect(m_game->undoStack(), &QUndoStack::cleanChanged, this, &PlaySession::changed);
    connect(m_hints, &HintSession::changed, this, &PlaySession::changed);
}

PlaySession::~PlaySession()
{
    // The Game is a child, destroyed after this object has stopped being a PlaySession; its
    // undo stack still signals on the way out, so nothing may reach our slots then.
    m_game->undoStack()->disconnect(this);
    m_game->disconnect(this);
}

// --- Puzzles in --------------------------------------------------------------------------

void PlaySession::loadPuzzle(const Grid &puzzle, const QString &source, std::optional<Rating> rating)
{
    qCDebug(lcPlay) << "new game" << source << puzzle.givenCount() << "clues";
    m_filePath.clear();
    m_nextRating = std::move(rating);
    m_game->startPuzzle(puzzle, source);
    autosave();
}

void PlaySession::onPuzzleStarted()
{
    // The level in the status bar: known already for a generated puzzle, else rated on a
    // background job (a hard 9×9 can take a second, a 25×25 minutes: a new game cancels it).
    m_rating = std::exchange(m_nextRating, std::nullopt);
    m_rater->cancel();
    if (!m_rating && !m_game->isEditing()) {
        m_rater->start([puzzle = m_game->puzzle()](const std::atomic<bool> &cancel, const BackgroundJob::Progress &) {
            return rate(puzzle, Level::Nightmare, &cancel);
        }, [this](const Rating &rating) {
            m_rating = rating;
            emit changed();
        });
    }
    emit puzzleChanged(solvablePuzzle());
    emit changed();
}

std::optional<Grid> PlaySession::solvablePuzzle() const
{
    if (m_game->isEditing())
        return std::nullopt;
    return m_game->puzzle();
}

void PlaySession::startBundled(const QString &level)
{
    QFile file(QStringLiteral(":/puzzles/%1.txt").arg(level));
    if (!file.open(QIODevice::ReadOnly)) {
        qCWarning(lcPlay) << "bundled puzzles missing:" << file.fileName();
        return;
    }
    std::vector<PuzzleRecord> records = recordsOf(file.readAll());
    std::erase_if(records, [](const PuzzleRecord &record) { return !record.ok(); });
    if (records.empty()) {
        qCWarning(lcPlay) << "no readable bundled puzzle in" << file.fileName();
        return;
    }
    const int index = PlaySettings::takeBundledIndex(level, static_cast<int>(records.size()));
    loadPuzzle(*records[static_cast<std::size_t>(index)].grid, bundledSource(level, index));
}

namespace {

// A game's source is kept without words, so that it reads in the language of the day it is
// shown, not of the day it was saved: "bundled:easy:3", "generated:42"; other sources (file
// names, "top95.txt #3") are kept as they are.
const QString BundledPrefix = QStringLiteral("bundled:");
const QString GeneratedPrefix = QStringLiteral("generated:");
const QString PastedPrefix = QStringLiteral("pasted:");
const QString DroppedPrefix = QStringLiteral("dropped:");

} // namespace

QString PlaySession::bundledSource(const QString &level, int index)
{
    return BundledPrefix + level + QLatin1Char(':') + QString::number(index + 1);
}

QString PlaySession::generatedSource(quint64 seed)
{
    return GeneratedPrefix + QString::number(seed);
}

QString PlaySession::pastedSource()
{
    return PastedPrefix;
}

QString PlaySession::droppedSource()
{
    return DroppedPrefix;
}

QString PlaySession::sourceText(const QString &source)
{
    for (const bool pasted : {true, false}) {
        const QString &prefix = pasted ? PastedPrefix : DroppedPrefix;
        if (!source.startsWith(prefix))
            continue;
        const QString name = pasted ? tr("Pasted puzzle") : tr("Dropped puzzle");
        const QString number = source.mid(prefix.size());
        return number.isEmpty() ? name : numberedSource(name, number.toULongLong() - 1);
    }
    if (source.startsWith(GeneratedPrefix))
        return tr("Generated, seed %1").arg(language::digits(source.mid(GeneratedPrefix.size())));
    if (source.startsWith(BundledPrefix)) {
        const QStringList parts = source.mid(BundledPrefix.size()).split(QLatin1Char(':'));
        if (parts.size() == 2) {
            const QString levelName = parts[0] == QLatin1String("easy")     ? tr("Easy")
                                    : parts[0] == QLatin1String("medium") ? tr("Medium")
                                                                            : tr("Hard");
            return tr("%1 puzzle %2 (bundled)").arg(levelName, language::digits(parts[1]));
        }
    }
    return source;
}

PlaySession::Opened PlaySession::readFile(const QString &path)
{
    Opened opened;
    opened.name = QFileInfo(path).fileName();
    const RegularFile input = openRegularFile(path);
    if (!input.file) {
        opened.error = input.error;
        return opened;
    }
    QFile &file = *input.file;
    if (looksLikeGameFile(file.peek(HeadBytes))) {
        opened.isGameFile = true;
        opened.path = QFileInfo(path).absoluteFilePath();
        // One byte past the limit is enough for readGameFile to refuse it.
        const GameFileResult read = readGameFile(file.read(GameFileBytes + 1));
        opened.game = read.game;
        opened.error = read.error;
        return opened;
    }
    // A large file is listed as its puzzles are found, never read whole; so is one that grew
    // past the limit while it was read.
    QByteArray content;
    if (input.size <= LargeFileBytes) {
        // QIODevice::read allocates all it is asked for: the size, and a byte to see growth.
        content = file.read(input.size + 1);
        if (content.size() > input.size) // it grew since: the rest, up to the limit
            content += file.read(LargeFileBytes + 1 - content.size());
        content.squeeze();
    }
    if (input.size > LargeFileBytes || content.size() > LargeFileBytes) {
        opened.isLargeFile = true;
        opened.path = QFileInfo(path).absoluteFilePath();
        return opened;
    }
    if (file.error() != QFileDevice::NoError) {
        opened.error = file.errorString();
        return opened;
    }
    opened.puzzles = std::make_shared<const PuzzleText>(std::move(content));
    if (opened.puzzles->empty())
        opened.error = tr("It holds no puzzle.");
    return opened;
}

PlaySession::Opened PlaySession::readText(const QString &text, const QString &name)
{
    Opened opened;
    opened.name = name;
    // A character is one to four bytes of UTF-8: a text of more characters than the limit's
    // bytes is refused before it is converted.
    QByteArray bytes = text.size() <= LargeFileBytes ? text.toUtf8() : QByteArray();
    bytes.squeeze(); // the conversion may keep room for three bytes a character
    if (text.size() > LargeFileBytes || bytes.size() > LargeFileBytes) {
        const qint64 size = bytes.isEmpty() ? static_cast<qint64>(text.size()) : static_cast<qint64>(bytes.size());
        opened.error = tr("The text is too long to read as puzzles: %1 MB, where %2 MB is the most. Save it in a file "
                          "and open the file: a file of any size can be opened.")
                           .arg(megabytes(size), language::number(LargeFileBytes >> 20));
        return opened;
    }
    opened.puzzles = std::make_shared<const PuzzleText>(bytes);
    if (opened.puzzles->empty())
        opened.error = tr("It holds no puzzle.");
    return opened;
}

QString PlaySession::problem(const Opened &opened, std::size_t index)
{
    if (!opened.ok() || opened.game)
        return opened.error;
    if (index >= opened.puzzleCount())
        return tr("It holds no puzzle.");
    const PuzzleRecord record = opened.puzzles->record(index);
    return record.ok() ? QString() : Explain::parseError(record.error);
}

QString PlaySession::open(const Opened &opened, std::size_t index)
{
    if (QString why = problem(opened, index); !why.isEmpty())
        return why;
    if (opened.game) {
        m_game->restore(*opened.game);
        m_filePath = opened.path;
        m_game->undoStack()->setClean();
        emit changed();
        autosave();
        return {};
    }
    if (!opened.source.isEmpty())
        return openRecord(opened.puzzles->record(index),
                          opened.puzzleCount() > 1 ? opened.source + QString::number(index + 1) : opened.source);
    return openRecord(opened.puzzles->record(index),
                      opened.puzzleCount() > 1 ? numberedSource(opened.name, index) : opened.name);
}

QString PlaySession::numberedSource(const QString &fileName, std::size_t index)
{
    return tr("%1 #%2").arg(fileName).arg(index + 1);
}

QString PlaySession::openRecord(const PuzzleRecord &record, const QString &source)
{
    if (!record.ok())
        return Explain::parseError(record.error);
    loadPuzzle(*record.grid, source);
    return {};
}

// --- Files out ---------------------------------------------------------------------------

bool PlaySession::writeTo(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeGameFile(m_game->saved())) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

bool PlaySession::save(QString *error)
{
    Q_ASSERT(!m_filePath.isEmpty());
    if (!writeTo(m_filePath, error))
        return false;
    m_game->undoStack()->setClean();
    return true;
}

bool PlaySession::saveAs(const QString &path, QString *error)
{
    QString target = path;
    if (QFileInfo(target).suffix().isEmpty())
        target += QLatin1Char('.') + QLatin1String(GameFileSuffix);
    if (!writeTo(target, error))
        return false;
    m_filePath = QFileInfo(target).absoluteFilePath();
    m_game->undoStack()->setClean();
    emit changed();
    return true;
}

bool PlaySession::isModified() const
{
    return !m_filePath.isEmpty() && !m_game->undoStack()->isClean();
}

// --- Autosave ----------------------------------------------------------------------------

QString PlaySession::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.")
         + QLatin1String(GameFileSuffix);
}

void PlaySession::setAutosaveCountdown(Countdown *countdown)
{
    const bool running = m_autosaveDue && m_autosaveDue->isRunning();
    delete m_autosaveDue;
    m_autosaveDue = countdown;
    m_autosaveDue->setParent(this);
    connect(m_autosaveDue, &Countdown::expired, this, &PlaySession::autosave);
    if (running)
        m_autosaveDue->start();
}

bool PlaySession::autosave()
{
    m_autosaveDue->stop();
    if (m_game->isEditing())
        return true; // an unfinished entry is not a game; the game before it stays saved
    const QString path = autosavePath();
    QString error;
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        error = tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
    else
        writeTo(path, &error);
    if (!error.isEmpty()) {
        qCWarning(lcPlay) << "autosave to" << path << "failed:" << error;
        m_autosaveError = error;
        emit autosaveFailed(path, error);
        return false;
    }
    PlaySettings::setGameFile(m_filePath, isModified());
    if (!std::exchange(m_autosaveError, QString()).isEmpty())
        emit autosaveRecovered();
    return true;
}

namespace {

// Where a damaged autosave is kept: beside it, named with the date it was last written,
// never over an older one.
QString damagedName(const QString &path)
{
    const QFileInfo info(path);
    const QDateTime written = info.lastModified().isValid() ? info.lastModified() : QDateTime::currentDateTime();
    const QString stem = info.dir().filePath(info.completeBaseName() + QStringLiteral("-damaged-")
                                             + written.toString(QStringLiteral("yyyy-MM-dd-HHmmss")));
    const QString suffix = QLatin1Char('.') + info.suffix();
    QString name = stem + suffix;
    for (int copy = 2; QFileInfo::exists(name); ++copy)
        name = stem + QLatin1Char('-') + QString::number(copy) + suffix;
    return name;
}

} // namespace

bool PlaySession::resumeAutosave()
{
    m_damagedAutosave.reset();
    const QString path = autosavePath();
    if (!QFileInfo::exists(path))
        return false;
    // Bounded like any game file: an old autosave with a source of megabytes is refused (and
    // kept aside) rather than slowing every start.
    GameFileResult read;
    if (const RegularFile input = openRegularFile(path); input.file)
        read = readGameFile(input.file->read(GameFileBytes + 1));
    else
        read.error = input.error;
    if (!read.game) {
        // Kept for the player to look at (or to mend by hand); play starts afresh.
        DamagedAutosave damaged{read.error, damagedName(path), QString()};
        QFile file(path);
        if (!file.rename(damaged.keptAs)) {
            damaged.moveError = file.errorString();
            damaged.keptAs = path;
        }
        qCWarning(lcPlay).noquote() << "autosave" << path << "unreadable:" << read.error
                                    << (damaged.moveError.isEmpty() ? QStringLiteral("; kept as ") + damaged.keptAs
                                                                    : QStringLiteral("; not moved: ") + damaged.moveError);
        m_damagedAutosave = damaged;
        return false;
    }
    m_game->restore(*read.game);
    // Save goes on writing to the file the game came from, as it did before the restart.
    const QString gamePath = PlaySettings::gamePath();
    if (!gamePath.isEmpty() && QFileInfo::exists(gamePath)) {
        m_filePath = gamePath;
        if (PlaySettings::gameModified())
            m_game->undoStack()->resetClean();
    }
    emit changed();
    return true;
}

// --- Entering a puzzle of one's own ------------------------------------------------------

void PlaySession::startEditing(Shape shape)
{
    if (m_game->isEditing())
        return;
    // Cancelling the entry goes back to this game, its file and its unsaved changes.
    m_beforeEditing = {m_filePath, isModified()};
    m_filePath.clear();
    m_game->startEditing(shape);
}

void PlaySession::cancelEditing()
{
    if (!m_game->isEditing())
        return;
    m_game->cancelEditing();
    m_filePath = m_beforeEditing.filePath;
    if (m_beforeEditing.modified)
        m_game->undoStack()->resetClean();
    emit changed();
}

void PlaySession::checkEntered()
{
    // The answer is about the board as it was when asked: taken only if nothing has changed.
    const Grid entered = m_game->grid();
    m_checker->start([entered](const std::atomic<bool> &cancel, const BackgroundJob::Progress &) {
                         return checkPuzzle(entered, &cancel);
                     },
                     [this, entered](const PuzzleCheck &check) {
                         if (!m_game->isEditing() || m_game->grid() != entered)
                             return;
                         m_flagged.reset();
                         for (const int cell : check.cells)
                             m_flagged.set(static_cast<std::size_t>(cell));
                         emit changed();
                         emit entryChecked(check);
                     });
}

void PlaySession::acceptEntered(const PuzzleCheck &check)
{
    if (m_game->finishEditing(check)) {
        m_beforeEditing = {};
        autosave();
    }
}

// --- Input -------------------------------------------------------------------------------

void PlaySession::enterDigit(int cell, int digit)
{
    if (!m_animating)
        m_game->enterDigit(cell, digit);
}

void PlaySession::togglePencilMark(int cell, int digit)
{
    if (!m_animating)
        m_game->togglePencilMark(cell, digit);
}

void PlaySession::clearCell(int cell)
{
    if (!m_animating)
        m_game->clearCell(cell);
}

void PlaySession::colourCell(int cell, int colour)
{
    if (!m_animating)
        m_game->colourCell(cell, colour);
}

void PlaySession::colourCandidate(int cell, int digit, int colour)
{
    if (!m_animating)
        m_game->colourCandidate(cell, digit, colour);
}

void PlaySession::clearColours(int cell)
{
    if (!m_animating)
        m_game->clearColours(cell);
}

void PlaySession::clearAllColours()
{
    if (!m_animating)
        m_game->clearAllColours();
}

void PlaySession::fillPencilMarks()
{
    if (!m_animating)
        m_game->fillPencilMarks();
}

void PlaySession::setPencilMode(bool on)
{
    // Refused, the game still tells its mode, so a toggled button springs back.
    m_game->setPencilMode(m_animating ? m_game->pencilMode() : on);
}

void PlaySession::togglePencilMode()
{
    setPencilMode(!m_game->pencilMode());
}

void PlaySession::setPaused(bool paused)
{
    if (!m_animating)
        m_game->setPaused(paused);
    else
        emit changed(); // the Pause action springs back
}

void PlaySession::restart()
{
    if (!m_animating)
        m_game->restart();
}

// --- Help ---------------------------------------------------------------------------------

void PlaySession::takeSolution(Algorithm algorithm, const Grid &solution)
{
    m_game->applySolution(solution, tr("Solve with %1").arg(Explain::algorithm(algorithm)));
}

void PlaySession::setAnimating(bool on)
{
    if (on == m_animating)
        return;
    m_animating = on;
    emit changed();
}

void PlaySession::onCompleted(qint64 elapsedMs)
{
    autosave();
    QString record;
    if (m_rating && m_rating->level != Level::NotUnique) {
        const Shape shape = m_game->grid().shape();
        // Best times are kept per level and size: the message names both ("easy 9×9").
        const QString level = tr("%1 %2", "best times: a level and a board's size, as in 'easy 9×9 puzzles'")
                                  .arg(Explain::level(m_rating->level).toLower(), Explain::boardSize(shape));
        const std::optional<qint64> best = PlaySettings::bestTime(m_rating->level, shape);
        if (m_game->hintsUsed() > 0) {
            record = tr("With help from hints it does not count as a best time for %1 puzzles.").arg(level);
        } else if (!best || elapsedMs < *best) {
            PlaySettings::setBestTime(m_rating->level, shape, elapsedMs);
            record = best ? tr("A new best time for %1 puzzles (it was %2)!").arg(level, formatTime(*best))
                          : tr("Your first best time for %1 puzzles.").arg(level);
        } else {
            record = tr("Your best for %1 puzzles: %2.").arg(level, formatTime(*best));
        }
    }
    emit completed(elapsedMs, record);
}

// --- Options ------------------------------------------------------------------------------

void PlaySession::setShowMistakes(bool on)
{
    m_game->setShowMistakes(on);
    PlaySettings::setShowMistakes(on);
}

void PlaySession::setAutoRemovePencilMarks(bool on)
{
    m_game->setAutoRemovePencilMarks(on);
    PlaySettings::setAutoRemovePencilMarks(on);
}

void PlaySession::setEurekaNotation(bool on)
{
    m_hints->setNotation(on ? Explain::Notation::Eureka : Explain::Notation::Words);
    PlaySettings::setEurekaNotation(on);
}

bool PlaySession::eurekaNotation() const
{
    return m_hints->notation() == Explain::Notation::Eureka;
}

void PlaySession::setHintTechniques(const TechniqueSet &allowed)
{
    m_hints->setAllowedTechniques(allowed);
    PlaySettings::setHintTechniques(allowed);
}

TechniqueSet PlaySession::hintTechniques() const
{
    return m_hints->allowedTechniques();
}

// --- What is shown ------------------------------------------------------------------------

BoardView PlaySession::view() const
{
    const Game &game = *m_game;
    BoardView view;
    view.grid = game.grid();
    view.marks = game.board().candidates;
    view.colouring = game.colouring();
    view.conflicts = game.conflictCells();
    view.flagged = m_flagged;
    if (game.options().showMistakes && !game.isEditing()) {
        for (int cell = 0; cell < game.grid().cellCount(); ++cell)
            view.mistakes.set(static_cast<std::size_t>(cell), game.isMistake(cell));
    }
    view.highlight = m_hints->highlight();
    view.paused = game.isPaused();
    view.inputEnabled = game.acceptsInput();
    return view;
}

PlayActions PlaySession::actions() const
{
    const Game &game = *m_game;
    PlayActions actions;
    actions.playing = !game.isEditing();
    actions.editing = game.isEditing();
    actions.paused = game.isPaused();
    actions.pencilMode = game.pencilMode();
    actions.showMistakes = game.options().showMistakes;
    actions.autoRemovePencilMarks = game.options().autoRemovePencilMarks;
    // While paused only Resume makes sense: no entry, no mode changes.
    actions.canEnter = game.acceptsInput() && !m_animating;
    actions.canPause = actions.playing && !game.isCompleted() && !m_animating;
    // A finished game restarts from scratch (Game::restart).
    actions.canRestart = actions.playing && !game.isPaused() && !m_animating;
    // Hints are about the player's board in play.
    const bool hintable = actions.playing && game.acceptsInput() && !m_animating;
    actions.hintWaiting = m_hints->isWaiting();
    actions.canHint = hintable && !actions.hintWaiting;
    actions.thinking = m_hints->isThinking();
    actions.showsBranches = m_hints->showsBranches() && !m_animating;
    actions.hasPreviousBranch = actions.showsBranches && m_hints->hasPreviousBranch();
    actions.hasNextBranch = actions.showsBranches && m_hints->hasNextBranch();
    actions.hintButton = m_hints->nextAction();
    actions.canWatch = actions.playing && !game.isPaused();
    actions.canCompare = actions.playing;
    return actions;
}

QString PlaySession::hintText() const
{
    // Paused, the board is hidden: so is what the hint says of it ("r5c2 = 2 …").
    if (m_game->isPaused())
        return {};
    if (!m_hints->text().isEmpty())
        return m_hints->text();
    const bool hintable = !m_game->isEditing() && m_game->acceptsInput() && !m_animating;
    return hintable ? tr("Stuck? Hint shows where to look, then why.") : QString();
}

QString PlaySession::statusText() const
{
    const Game &game = *m_game;
    QString source = language::isolated(sourceText(game.source()));
    if (!game.isEditing())
        source = tr("%1 · %n clue(s)", nullptr, game.grid().givenCount()).arg(source);
    if (!game.isEditing() && m_rating && m_rating->level != Level::NotUnique)
        source = tr("%1 · %2 · %3").arg(Explain::level(m_rating->level), Explain::difficulty(m_rating->difficulty), source);
    if (!game.isEditing() && game.hintsUsed() > 0)
        source = tr("%1 · %n hint(s)", nullptr, game.hintsUsed()).arg(source);
    if (game.isSolvedBySolver())
        source = tr("%1 · Solved by the solver").arg(source);
    else if (game.isCompleted())
        source = tr("%1 · Solved").arg(source);
    else if (!game.isEditing() && !game.isSolutionKnown())
        source = tr("%1 · Looking for the solution…").arg(source); // seconds on some 25×25 puzzles
    else if (!game.isEditing() && game.solutionCount() == 0)
        source = tr("%1 · No solution").arg(source);
    else if (!game.isEditing() && game.solutionCount() > 1)
        source = tr("%1 · More than one solution").arg(source);
    return source;
}

QString PlaySession::statusToolTip() const
{
    return m_rating && !m_game->isEditing() ? Explain::rating(*m_rating) : QString();
}

QString PlaySession::clockText() const
{
    return m_game->isEditing() ? QString() : formatTime(m_game->elapsedMs());
}

QString PlaySession::title() const
{
    const QString name = m_filePath.isEmpty() ? sourceText(m_game->source()) : QFileInfo(m_filePath).fileName();
    return language::digits(tr("%1[*] — Sudoku Studio").arg(language::isolated(name)));
}

QString PlaySession::formatTime(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    const auto two = [](qint64 n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); };
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3").arg(seconds / 3600).arg(two(seconds / 60 % 60), two(seconds % 60));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(two(seconds % 60));
}

} // namespace sudoku
