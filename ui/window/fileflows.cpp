// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileflows.h"

#include "filedialogs.h"
#include "gamefile.h"
#include "game.h"
#include "messages.h"
#include "openedfile.h"
#include "playsession.h"
#include "puzzlechooser.h"
#include "puzzlefile.h"

#include <QClipboard>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QSettings>

namespace sudoku {
namespace {

// The texts keep the translation context they were translated in, MainWindow's, from before
// the file flows had a unit of their own.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(sudoku::MainWindow)
};

// The folder a file was last opened from or saved to (a QSettings key).
constexpr auto LastDirectoryKey = "files/lastDirectory";

} // namespace

FileFlows::FileFlows(QWidget *window, PlaySession *play)
    : m_window(window)
    , m_play(play)
{
}

bool FileFlows::confirmDiscard(Ask ask)
{
    const Game &game = *m_play->game();
    if (ask == Ask::No || game.isCompleted() || game.isEditing() || !game.hasPlayerEntries())
        return true;
    switch (Messages::confirmReplace(m_window)) {
    case Messages::Replace::Replace:
        return true;
    case Messages::Replace::SaveFirst:
        // Saved to its file (or one chosen now); replaced only once it is.
        if (m_play->filePath().isEmpty())
            return saveAs();
        if (QString error; !m_play->save(&error)) {
            Messages::cannotSave(m_window, m_play->filePath(), error);
            return false;
        }
        return true;
    case Messages::Replace::Keep:
        break;
    }
    return false;
}

bool FileFlows::openRead(const OpenedFile &opened, Ask ask)
{
    if (!opened.ok()) {
        Messages::cannotOpen(m_window, opened.name, opened.error, opened.isGameFile);
        return false;
    }
    if (opened.isLargeFile)
        return openLargeFile(opened, ask);
    std::size_t index = 0;
    if (opened.puzzleCount() > 1) {
        PuzzleChooser chooser(opened.puzzles, opened.name, m_window);
        if (chooser.exec() != QDialog::Accepted || chooser.chosenIndex() < 0)
            return false;
        index = static_cast<std::size_t>(chooser.chosenIndex());
    }
    if (const QString why = opened.problem(index); !why.isEmpty()) {
        Messages::cannotOpen(m_window, opened.name, why, opened.isGameFile);
        return false;
    }
    if (!confirmDiscard(ask))
        return false;
    const QString error = m_play->open(opened, index);
    if (!error.isEmpty()) {
        Messages::cannotOpen(m_window, opened.name, error, opened.isGameFile);
        return false;
    }
    return true;
}

bool FileFlows::openLargeFile(const OpenedFile &opened, Ask ask)
{
    PuzzleFile file(opened.path);
    PuzzleChooser chooser(&file, opened.name, m_window);
    if (chooser.exec() != QDialog::Accepted)
        return false;
    const std::optional<PuzzleRecord> record = chooser.chosenRecord();
    if (!record || !confirmDiscard(ask))
        return false;
    const QString error = m_play->openRecord(
        *record, numberedSource(opened.name, static_cast<std::size_t>(chooser.chosenIndex())));
    if (!error.isEmpty()) {
        Messages::cannotOpen(m_window, opened.name, error, false);
        return false;
    }
    return true;
}

bool FileFlows::openFile(const QString &path, Ask ask)
{
    return openRead(OpenedFile::readFile(path), ask);
}

bool FileFlows::openText(const QString &text, const QString &source, Ask ask)
{
    // Called by what the source says in the window's language; kept as the source's key.
    OpenedFile opened = OpenedFile::readText(text, sourceText(source));
    opened.source = source;
    return openRead(opened, ask);
}

void FileFlows::chooseFile()
{
    QSettings settings;
    const QString title = Text::tr("Open Puzzle or Game");
    const QString filter = Text::tr("Puzzles and games (*.txt *.sdk *.ss *.%1);;All files (*)")
                               .arg(QLatin1String(GameFileSuffix));
    const QString path = filedialogs::openPath(m_window, title, settings.value(LastDirectoryKey).toString(), filter);
    if (path.isEmpty())
        return;
    settings.setValue(LastDirectoryKey, QFileInfo(path).absolutePath());
    openFile(path, Ask::IfInProgress);
}

void FileFlows::save()
{
    if (m_play->filePath().isEmpty()) {
        saveAs();
        return;
    }
    QString error;
    if (!m_play->save(&error))
        Messages::cannotSave(m_window, m_play->filePath(), error);
}

bool FileFlows::saveAs()
{
    QSettings settings;
    const QString title = Text::tr("Save Game");
    const QString filter = Text::tr("Sudoku Studio games (*.%1)").arg(QLatin1String(GameFileSuffix));
    const QString path = filedialogs::savePath(m_window, title, settings.value(LastDirectoryKey).toString(), filter,
                                               QLatin1String(GameFileSuffix));
    if (path.isEmpty())
        return false;
    settings.setValue(LastDirectoryKey, QFileInfo(path).absolutePath());
    QString error;
    if (!m_play->saveAs(path, &error)) {
        Messages::cannotSave(m_window, path, error);
        return false;
    }
    return true;
}

void FileFlows::paste()
{
    const QString text = QGuiApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        Messages::cannotOpen(m_window, Text::tr("the clipboard"),
                             Text::tr("The clipboard holds no text."), false);
        return;
    }
    openText(text, pastedSource(), Ask::IfInProgress);
}

} // namespace sudoku
