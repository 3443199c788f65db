// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Autosave: the game in play kept on disk, so that a crash or a kill loses at most two seconds
// of it and the next start goes on with it. PlaySession owns it and tells it two things: what
// there is to save (a function it is made with: the game and the game file it belongs to, or
// nothing while a puzzle is being entered) and that the game changed (noteChange). The window
// hears when saving fails, and when it works again.
//
//   when    at most DelayMs after the first change not yet saved, however steady the play;
//           every 30 s; whenever save() is called (the session saves as a game starts or is
//           solved, the window as it closes)
//   where   path(), in the application's data folder; the game file it belongs to goes to the
//           settings (PlaySettings::setGameFile), for Save to write to it after a restart
//   back    read() at start: the game and its file; a damaged autosave is moved aside under
//           the date it was written (damaged())
//
// Lives in the GUI thread.

#include "gamestate.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QTimer;

namespace sudoku {

class Countdown;

class Autosave : public QObject {
    Q_OBJECT

public:
    // What an autosave holds: the game, and the game file it belongs to.
    struct Content {
        SavedGame game;
        QString filePath;      // the game file it came from or was saved to; empty for none
        bool modified = false; // changed since that file was written
    };
    // What there is to save now; nothing while a puzzle is being entered (an unfinished entry
    // is not a game: the game before it stays saved).
    using ContentFunction = std::function<std::optional<Content>()>;

    // Saves what `content` gives. The 30 s saves start at once, the first change's countdown is
    // a TimerCountdown of DelayMs.
    explicit Autosave(ContentFunction content, QObject *parent = nullptr);

    // A change is saved at most this long after the first change not yet saved.
    static constexpr int DelayMs = 2000;
    static QString path();

    // The game changed: it is saved at most DelayMs from the first change not yet saved (later
    // changes do not put it off).
    void noteChange();
    // Saves the game now; false when that failed: error() says why, and failed() told the
    // window. Nothing to save (a puzzle being entered) is no failure.
    bool save();
    // Why the last save failed ("Is a directory"); empty once one has succeeded.
    const QString &error() const { return m_error; }

    // Replaces the countdown from the first unsaved change to its save (a TimerCountdown of
    // DelayMs at first) and takes ownership. For tests, which end it by hand.
    void setCountdown(Countdown *countdown);
    Countdown *countdown() const { return m_due; }

    // The autosaved game, with the game file it belonged to when that file is still there;
    // nothing when there is no autosave, or it is damaged: then it is kept aside under a name
    // with its date (older ones stay) and damaged() says where and why.
    std::optional<Content> read();
    // What the last read() found damaged.
    struct Damaged {
        QString reason;    // why it could not be read
        QString keptAs;    // where it is kept; the autosave's own path when it could not be moved
        QString moveError; // why it could not be moved aside; empty when it was
    };
    const std::optional<Damaged> &damaged() const { return m_damaged; }

signals:
    // A save failed: the game is not safe on disk until one succeeds.
    void failed(const QString &path, const QString &reason);
    // A save succeeded after one had failed.
    void recovered();

private:
    ContentFunction m_content;
    Countdown *m_due = nullptr; // from the first change not saved (owned, a child)
    QTimer *m_timer;            // every 30 s
    QString m_error;            // why the last save failed
    std::optional<Damaged> m_damaged;
};

} // namespace sudoku
