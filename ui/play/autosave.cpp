// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosave.h"

#include "countdown.h"
#include "gamefile.h"
#include "inputfile.h"
#include "playsettings.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QTimer>

#include <chrono>
#include <utility>

Q_LOGGING_CATEGORY(lcAutosave, "sudoku.ui.play.autosave", QtInfoMsg)

namespace sudoku {
namespace {

constexpr int IntervalMs = 30000; // and every 30 s while playing

// The texts keep the translation context they were translated in, PlaySession's, from before
// the autosave had a unit of its own.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(sudoku::PlaySession)
};

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

Autosave::Autosave(ContentFunction content, QObject *parent)
    : QObject(parent)
    , m_content(std::move(content))
    , m_timer(new QTimer(this))
{
    setCountdown(new TimerCountdown(std::chrono::milliseconds(DelayMs)));
    m_timer->setInterval(IntervalMs);
    connect(m_timer, &QTimer::timeout, this, &Autosave::save);
    m_timer->start();
}

QString Autosave::path()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.sudoku");
}

void Autosave::noteChange()
{
    // Counted from the first change not yet saved: later changes do not put it off.
    if (!m_due->isRunning())
        m_due->start();
}

void Autosave::setCountdown(Countdown *countdown)
{
    Countdown::replace(m_due, countdown, this);
    connect(m_due, &Countdown::expired, this, &Autosave::save);
}

bool Autosave::save()
{
    m_due->stop();
    const std::optional<Content> content = m_content();
    if (!content)
        return true;
    const QString file = path();
    QString error;
    if (!QDir().mkpath(QFileInfo(file).absolutePath()))
        error = Text::tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(QFileInfo(file).absolutePath()));
    else
        saveGameFile(file, content->game, &error);
    if (!error.isEmpty()) {
        qCWarning(lcAutosave) << "autosave to" << file << "failed:" << error;
        m_error = error;
        emit failed(file, error);
        return false;
    }
    PlaySettings::setGameFile(content->filePath, content->modified);
    if (!std::exchange(m_error, QString()).isEmpty())
        emit recovered();
    return true;
}

std::optional<Autosave::Content> Autosave::read()
{
    m_damaged.reset();
    const QString file = path();
    if (!QFileInfo::exists(file))
        return std::nullopt;
    // Bounded like any game file: an old autosave with a source of megabytes is refused (and
    // kept aside) rather than slowing every start.
    GameFileResult read;
    if (const RegularFile input = openRegularFile(file); input.file)
        read = readGameFile(input.file->read(GameFileBytes + 1));
    else
        read.error = input.error;
    if (!read.game) {
        // Kept for the player to look at (or to mend by hand); play starts afresh.
        Damaged damaged{read.error, damagedName(file), QString()};
        QFile moved(file);
        if (!moved.rename(damaged.keptAs)) {
            damaged.moveError = moved.errorString();
            damaged.keptAs = file;
        }
        qCWarning(lcAutosave).noquote() << "autosave" << file << "unreadable:" << read.error
                                        << (damaged.moveError.isEmpty() ? QStringLiteral("; kept as ") + damaged.keptAs
                                                                        : QStringLiteral("; not moved: ") + damaged.moveError);
        m_damaged = damaged;
        return std::nullopt;
    }
    // Save goes on writing to the file the game came from, as it did before the restart; not
    // when that file is gone.
    Content content{*read.game, PlaySettings::gamePath(), false};
    if (!content.filePath.isEmpty() && QFileInfo::exists(content.filePath))
        content.modified = PlaySettings::gameModified();
    else
        content.filePath.clear();
    return content;
}

} // namespace sudoku
