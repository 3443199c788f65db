// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PlaySettings: what play keeps in the settings (QSettings), and the one place that names its
// keys — the options, the New Game dialog's last choice, the best times, where each bundled
// level goes on, and the game file the autosave belongs to. Static functions over QSettings,
// which reads and writes the application's settings file; GUI thread.

#include "generator.h"
#include "practice.h"
#include "technique.h"

#include <QString>
#include <QtGlobal>

#include <optional>
#include <vector>

namespace sudoku {

class PlaySettings {
public:
    // --- Options (PlaySession applies them to the game and the hints).
    static bool showMistakes();              // false before the first choice
    static void setShowMistakes(bool on);
    static bool autoRemovePencilMarks();     // true before the first choice
    static void setAutoRemovePencilMarks(bool on);
    static bool eurekaNotation();            // false before the first choice
    static void setEurekaNotation(bool on);

    // --- Settings › Hints: the techniques hints and Step may use (HintSession), kept as the
    // stable names of those left out (a name no technique has is passed over); every
    // technique before the first choice.
    static TechniqueSet hintTechniques();
    static void setHintTechniques(const TechniqueSet &allowed);

    // --- The New Game dialog's last choice: the level (nothing before the first), symmetry
    // and size (9×9 before the first).
    static std::optional<Level> newGameLevel();
    static Symmetry newGameSymmetry();
    static Shape newGameShape();
    // The rules New Game last made a puzzle of (classic when none was chosen).
    static VariantKind newGameVariant();
    // The level and symmetry are kept whatever the rules; the size for classic Sudoku alone
    // (a variant's game is 9×9).
    static void rememberNewGame(Level level, Symmetry symmetry, Shape shape = Shape::classic(),
                                VariantKind variant = VariantKind::Classic);
    // The first start's welcome has been shown (answered or dismissed): never again.
    static bool welcomed();
    static void setWelcomed();
    // The sizes a player can choose, smallest first: 4×4, 6×6 (boxes 2×3 and 3×2), 8×8, 9×9,
    // 12×12 (boxes 3×4 and 4×3), 16×16, 25×25.
    static const std::vector<Shape> &playableShapes();

    // --- Best times, per level and size (boards of one size share them, whichever way their
    // boxes stand); nothing before the first.
    static std::optional<qint64> bestTime(Level level, Shape shape = Shape::classic());
    static void setBestTime(Level level, Shape shape, qint64 elapsedMs);
    // A variant's best time per level, or for its unrated puzzles (killers played before they
    // were rated, and any whose rating is not known) with NotUnique.
    static std::optional<qint64> variantBestTime(VariantKind variant, Level level = Level::NotUnique);
    static void setVariantBestTime(VariantKind variant, Level level, qint64 elapsedMs);
    static void resetBestTimes();

    // --- Practice (Game › Practice): the player's record per technique — positions tried,
    // answered right, answered partly right, and the time they took (from the position shown
    // to the first check, or to the step shown); zero before the first.
    struct PracticeRecord {
        int tried = 0;
        int right = 0;
        int partlyRight = 0;
        qint64 totalMs = 0;
        bool operator==(const PracticeRecord &) const = default;
    };
    static PracticeRecord practiceRecord(Technique technique);
    // One more position tried: its verdict (nothing when the step was shown before any check).
    static void addPracticeResult(Technique technique, std::optional<Verdict> verdict, qint64 elapsedMs);
    static void resetPracticeRecords();

    // --- The bundled puzzles: the index of the next one of a level, counting on.
    static int takeBundledIndex(const QString &level, int count);

    // --- The game file the autosaved game belongs to (empty for none), and whether the game
    // has changes that file lacks: Save goes on writing to it after a restart.
    static QString gamePath();
    static bool gameModified();
    static void setGameFile(const QString &path, bool modified);
};

} // namespace sudoku
