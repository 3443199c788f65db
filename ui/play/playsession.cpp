// SPDX-License-Identifier: GPL-3.0-or-later
#include "playsession.h"

#include "backgroundjob.h"
#include "explain.h"
#include "game.h"
#include "gamefile.h"
#include "hintsession.h"
#include "language.h"
#include "playsettings.h"
#include "solvercontroller.h"
#include "stepfinder.h"

#include <QFileInfo>
#include <QLoggingCategory>
#include <QUndoStack>

#include <vector>

Q_LOGGING_CATEGORY(lcPlay, "sudoku.ui.play", QtInfoMsg)

namespace sudoku {
namespace {


} // namespace

PlaySession::PlaySession(QObject *parent, const Clock &clock)
    : QObject(parent)
    , m_game(new Game(this, clock))
    , m_hintController(new SolverController(this))
    , m_hints(new HintSession(m_game, m_hintController, this))
    , m_rater(new BackgroundJob(this))
    , m_checker(new BackgroundJob(this))
    // What the autosave writes: the game and its file, nothing while a puzzle is entered.
    , m_autosave(new Autosave([this]() -> std::optional<Autosave::Content> {
        if (m_game->isEditing())
            return std::nullopt;
        return Autosave::Content{m_game->saved(), m_filePath, isModified()};
    }, this))
{
    m_game->setShowMistakes(PlaySettings::showMistakes());
    m_game->setAutoRemovePencilMarks(PlaySettings::autoRemovePencilMarks());
    m_hints->setNotation(PlaySettings::eurekaNotation() ? Explain::Notation::Eureka : Explain::Notation::Words);
    m_hints->setAllowedTechniques(PlaySettings::hintTechniques());

    connect(m_game, &Game::changed, this, [this] {
        m_flagged.reset(); // the board changed: what a check flagged may no longer hold
        m_autosave->noteChange();
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
    m_autosave->save();
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
    const std::vector<Grid> puzzles = bundledPuzzles(level);
    if (puzzles.empty())
        return;
    const int index = PlaySettings::takeBundledIndex(level, static_cast<int>(puzzles.size()));
    loadPuzzle(puzzles[static_cast<std::size_t>(index)], bundledSource(level, index));
}

QString PlaySession::open(const OpenedFile &opened, std::size_t index)
{
    if (QString why = opened.problem(index); !why.isEmpty())
        return why;
    if (opened.game) {
        m_game->restore(*opened.game);
        m_filePath = opened.path;
        m_game->undoStack()->setClean();
        emit changed();
        m_autosave->save();
        return {};
    }
    if (!opened.source.isEmpty())
        return openRecord(opened.puzzles->record(index),
                          opened.puzzleCount() > 1 ? opened.source + QString::number(index + 1) : opened.source);
    return openRecord(opened.puzzles->record(index),
                      opened.puzzleCount() > 1 ? numberedSource(opened.name, index) : opened.name);
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
    return saveGameFile(path, m_game->saved(), error);
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

bool PlaySession::resumeAutosave()
{
    const std::optional<Autosave::Content> saved = m_autosave->read();
    if (!saved)
        return false;
    m_game->restore(saved->game);
    // Save goes on writing to the file the game came from, as it did before the restart.
    if (!saved->filePath.isEmpty()) {
        m_filePath = saved->filePath;
        if (saved->modified)
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
        m_autosave->save();
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
    m_autosave->save();
    QString record;
    // Best times are kept per level and size ("easy 9×9"), a variant's per level too ("hard
    // X-Sudoku"), and an unrated variant's per variant ("Killer Sudoku").
    const VariantKind variant = m_game->grid().variantKind();
    const Shape shape = m_game->grid().shape();
    const bool rated = m_rating && m_rating->level != Level::NotUnique;
    const bool uniqueVariant = variant != VariantKind::Classic && m_game->solutionCount() == 1;
    if (uniqueVariant || (variant == VariantKind::Classic && rated)) {
        const Level level = rated ? m_rating->level : Level::NotUnique;
        const QString kind =
            variant == VariantKind::Classic
                ? tr("%1 %2", "best times: a level and a board's size, as in 'easy 9×9 puzzles'")
                      .arg(Explain::level(level).toLower(), Explain::boardSize(shape))
            : rated ? tr("%1 %2", "best times: a level and a variant, as in 'hard X-Sudoku puzzles'")
                          .arg(Explain::level(level).toLower(), Explain::variant(variant))
                    : Explain::variant(variant);
        const std::optional<qint64> best = variant != VariantKind::Classic ? PlaySettings::variantBestTime(variant, level)
                                                                          : PlaySettings::bestTime(level, shape);
        if (m_game->hintsUsed() > 0) {
            record = tr("With help from hints it does not count as a best time for %1 puzzles.").arg(kind);
        } else if (!best || elapsedMs < *best) {
            if (variant != VariantKind::Classic)
                PlaySettings::setVariantBestTime(variant, level, elapsedMs);
            else
                PlaySettings::setBestTime(m_rating->level, shape, elapsedMs);
            record = best ? tr("A new best time for %1 puzzles (it was %2)!").arg(kind, formatTime(*best))
                          : tr("Your first best time for %1 puzzles.").arg(kind);
        } else {
            record = tr("Your best for %1 puzzles: %2.").arg(kind, formatTime(*best));
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
    actions.hintShown = !actions.hintWaiting && !m_animating
                        && (m_hints->level() > 0 || !m_hints->text().isEmpty() || !m_hints->highlight().isEmpty());
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
    if (const VariantKind kind = game.grid().variantKind(); kind != VariantKind::Classic)
        source = tr("%1 · %2").arg(language::isolated(Explain::variant(kind)), source);
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
