// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// FileFlows: the window's conversations about files — Open (a chooser for a file of several
// puzzles, a large file's puzzles listed as they are found), paste and drop, Save and Save As,
// and the question before a game in progress is replaced. It asks and tells the player in
// dialogs over its window; the PlaySession reads, writes and puts in play. GUI thread.

#include <QString>

class QWidget;

namespace sudoku {

class PlaySession;
struct OpenedFile;

class FileFlows {
public:
    // Whether to ask before a game in progress is replaced (the menus, paste and drop ask).
    enum class Ask { No, IfInProgress };

    FileFlows(QWidget *window, PlaySession *play);

    // True when nothing of the player's would be lost, or the player agrees to lose it (or had
    // it saved first).
    bool confirmDiscard(Ask ask);
    // Opens a puzzle file in any format the core reads (a chooser when it holds several) or a
    // saved game. On failure tells the player why and keeps the current game.
    bool openFile(const QString &path, Ask ask);
    // Reads puzzles from text (the clipboard, a drop); as openFile for several or bad ones.
    // `source`: what the games' source is (pastedSource(), droppedSource()).
    bool openText(const QString &text, const QString &source, Ask ask);
    // Game › Open: the file dialog, in the folder last used.
    void chooseFile();
    // Game › Save: to the game's file, or as Save As when it has none.
    void save();
    // Game › Save As; true when the game was saved.
    bool saveAs();
    // Edit › Paste Puzzle: the clipboard's text.
    void paste();

private:
    // Puts what was read in play: a chooser for a file of several puzzles, the question
    // before a game in progress is replaced, an error for what cannot be played.
    bool openRead(const OpenedFile &opened, Ask ask);
    // A file too big to read whole: its puzzles listed as they are found, the one chosen read.
    bool openLargeFile(const OpenedFile &opened, Ask ask);

    QWidget *m_window;
    PlaySession *m_play;
};

} // namespace sudoku
