// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Messages: the window's message boxes — what cannot be opened or saved and why, the question
// before a game in progress is replaced, the verdict on an entered puzzle, the congratulations,
// the best times and About. Each box has an objectName tests find it by. GUI thread only.

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace sudoku {

struct PuzzleCheck;

class Messages {
    Q_DECLARE_TR_FUNCTIONS(Messages)

public:
    // "Sudoku Studio cannot read a puzzle from “x.txt”." with the reason (openError).
    static void cannotOpen(QWidget *parent, const QString &name, const QString &why, bool gameFile);
    static void cannotSave(QWidget *parent, const QString &path, const QString &why);
    // The autosave failed (autosaveFailed): what the game is not safe from, with the path and
    // the reason. Non-modal: play goes on.
    static void autosaveFailed(QWidget *parent, const QString &path, const QString &why);
    // Quitting while the last autosave failed (quitUnsaved): save the game elsewhere, quit
    // anyway, or stay.
    enum class QuitChoice { SaveAs, QuitAnyway, Cancel };
    static QuitChoice quitUnsaved(QWidget *parent, const QString &path, const QString &why);
    // The autosaved game could not be resumed (damagedAutosave): why, and where it is kept.
    // Non-modal.
    static void damagedAutosave(QWidget *parent, const QString &why, const QString &keptAs,
                                const QString &moveError);
    // Whether the player agrees to replace the game in progress (discardQuestion): replace
    // it, save it first, or keep it.
    enum class Replace { Replace, SaveFirst, Keep };
    static Replace confirmReplace(QWidget *parent);
    // The check of an entered puzzle (checkMessage): none for one solution; for none, why;
    // for several, the cells that can vary and whether to play it anyway. True: play it.
    // `conflicts`: its givens repeat a digit in a unit.
    static bool acceptEntered(QWidget *parent, const PuzzleCheck &check, bool conflicts, int size = 9);
    // The puzzle solved in `elapsedMs`, with the best-time record (completedMessage): a
    // non-modal box that deletes itself.
    static void solved(QWidget *parent, qint64 elapsedMs, const QString &record);
    // The best time of each level, with Reset (bestTimes).
    static void bestTimes(QWidget *parent);
    static void about(QWidget *parent);
    // View › Language: the new language shows when the program starts again.
    static void languageChanged(QWidget *parent);
};

} // namespace sudoku
