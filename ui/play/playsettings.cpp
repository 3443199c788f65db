// SPDX-License-Identifier: GPL-3.0-or-later
#include "playsettings.h"

#include "explain.h"

#include <QSettings>
#include <QStringList>

#include <algorithm>

namespace sudoku {

namespace {

constexpr auto ShowMistakesKey = "options/showMistakes";
constexpr auto AutoRemoveKey = "options/autoRemovePencilMarks";
constexpr auto EurekaKey = "options/eurekaNotation";
constexpr auto HintExcludedKey = "hints/excludedTechniques"; // their stable names
constexpr auto NewGameLevelKey = "newGame/level";
constexpr auto NewGameSymmetryKey = "newGame/symmetry";
constexpr auto NewGameBoxKey = "newGame/box"; // "3x3", "2x3", ...
constexpr auto NewGameVariantKey = "newGame/variant"; // "classic", "x", "windoku", "jigsaw", "killer"
constexpr auto WelcomedKey = "newGame/welcomed";
// + "/" + the level's name: milliseconds, 9×9; other sizes + "/16x16/" + the level's name;
// a variant's + "/variant/" + its name ("bestTimes/variant/killer")
constexpr auto BestTimesKey = "bestTimes";
constexpr auto PracticeKey = "practice"; // practice/<technique's name>: "tried,right,partly,ms"
constexpr auto BundledIndexKey = "bundled/next/"; // + the level's name
constexpr auto GamePathKey = "files/gamePath";
constexpr auto GameModifiedKey = "files/gameModified";

// A time kept under `key`, in milliseconds; nothing when none is.
std::optional<qint64> storedTime(const QString &key)
{
    const QVariant best = QSettings().value(key);
    if (!best.isValid())
        return std::nullopt;
    return best.toLongLong();
}

// bestTimes/variant/x for unrated puzzles (the key of every variant's time before they were
// rated), bestTimes/variant/x/hard for a level.
QString variantBestTimeKey(VariantKind variant, Level level)
{
    const QString key = QLatin1String(BestTimesKey) + QStringLiteral("/variant/") + Explain::variantKey(variant);
    return level == Level::NotUnique ? key : key + QLatin1Char('/') + QLatin1String(levelName(level).data());
}

QString bestTimeKey(Level level, Shape shape)
{
    const QString size = shape.isClassic() ? QString()
                                           : QString::number(shape.size()) + QLatin1Char('x')
                                                 + QString::number(shape.size()) + QLatin1Char('/');
    return QLatin1String(BestTimesKey) + QLatin1Char('/') + size + QLatin1String(levelName(level).data());
}

bool flag(const char *key, bool otherwise)
{
    return QSettings().value(key, otherwise).toBool();
}

} // namespace

bool PlaySettings::showMistakes()
{
    return flag(ShowMistakesKey, false);
}

void PlaySettings::setShowMistakes(bool on)
{
    QSettings().setValue(ShowMistakesKey, on);
}

bool PlaySettings::autoRemovePencilMarks()
{
    return flag(AutoRemoveKey, true);
}

void PlaySettings::setAutoRemovePencilMarks(bool on)
{
    QSettings().setValue(AutoRemoveKey, on);
}

bool PlaySettings::eurekaNotation()
{
    return flag(EurekaKey, false);
}

void PlaySettings::setEurekaNotation(bool on)
{
    QSettings().setValue(EurekaKey, on);
}

TechniqueSet PlaySettings::hintTechniques()
{
    TechniqueSet allowed = allTechniques();
    for (const QString &name : QSettings().value(HintExcludedKey).toStringList()) {
        const std::optional<Technique> technique = techniqueFromName(name.toStdString());
        if (technique && techniqueInfo(*technique).family != Family::Single) // singles are always used
            allowed.reset(static_cast<std::size_t>(*technique));
    }
    return allowed;
}

void PlaySettings::setHintTechniques(const TechniqueSet &allowed)
{
    QStringList excluded;
    for (int t = 1; t < TechniqueCount; ++t) {
        const auto technique = static_cast<Technique>(t);
        if (!holds(allowed, technique))
            excluded << QString::fromLatin1(techniqueName(technique).data(), static_cast<qsizetype>(techniqueName(technique).size()));
    }
    QSettings settings;
    if (excluded.isEmpty())
        settings.remove(HintExcludedKey);
    else
        settings.setValue(HintExcludedKey, excluded);
}

std::optional<Level> PlaySettings::newGameLevel()
{
    const std::optional<Level> level = levelFromName(QSettings().value(NewGameLevelKey).toString().toStdString());
    if (level == Level::NotUnique)
        return std::nullopt;
    return level;
}

Symmetry PlaySettings::newGameSymmetry()
{
    return symmetryFromName(QSettings().value(NewGameSymmetryKey).toString().toStdString()).value_or(Symmetry::None);
}

Shape PlaySettings::newGameShape()
{
    const std::optional<Shape> shape = Shape::fromBoxName(QSettings().value(NewGameBoxKey).toString().toStdString());
    const auto &shapes = playableShapes();
    return shape && std::find(shapes.begin(), shapes.end(), *shape) != shapes.end() ? *shape : Shape::classic();
}

VariantKind PlaySettings::newGameVariant()
{
    return variantFromName(QSettings().value(NewGameVariantKey).toString().toStdString()).value_or(VariantKind::Classic);
}

void PlaySettings::rememberNewGame(Level level, Symmetry symmetry, Shape shape, VariantKind variant)
{
    QSettings settings;
    settings.setValue(NewGameVariantKey, Explain::variantKey(variant));
    settings.setValue(NewGameLevelKey, QLatin1String(levelName(level).data()));
    settings.setValue(NewGameSymmetryKey, QLatin1String(symmetryName(symmetry).data()));
    // A variant's game is 9×9: the size stays as chosen last, for when classic Sudoku is
    // chosen again.
    if (variant == VariantKind::Classic)
        settings.setValue(NewGameBoxKey, QString::fromStdString(boxName(shape)));
}

bool PlaySettings::welcomed()
{
    return QSettings().value(WelcomedKey, false).toBool();
}

void PlaySettings::setWelcomed()
{
    QSettings().setValue(WelcomedKey, true);
}

const std::vector<Shape> &PlaySettings::playableShapes()
{
    static const std::vector<Shape> shapes = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 5}};
    return shapes;
}

PlaySettings::PracticeRecord PlaySettings::practiceRecord(Technique technique)
{
    const QString key = QLatin1String(PracticeKey) + QLatin1Char('/') + QLatin1String(techniqueName(technique).data());
    const QStringList fields = QSettings().value(key).toString().split(QLatin1Char(','));
    if (fields.size() != 4)
        return {};
    bool ok[4] = {};
    PracticeRecord record{fields[0].toInt(&ok[0]), fields[1].toInt(&ok[1]), fields[2].toInt(&ok[2]),
                          fields[3].toLongLong(&ok[3])};
    // A damaged entry counts as none rather than as nonsense.
    if (!ok[0] || !ok[1] || !ok[2] || !ok[3] || record.tried < 0 || record.right < 0 || record.partlyRight < 0 ||
        record.right + record.partlyRight > record.tried || record.totalMs < 0)
        return {};
    return record;
}

void PlaySettings::addPracticeResult(Technique technique, std::optional<Verdict> verdict, qint64 elapsedMs)
{
    PracticeRecord record = practiceRecord(technique);
    ++record.tried;
    record.right += verdict == Verdict::Right ? 1 : 0;
    record.partlyRight += verdict == Verdict::PartlyRight ? 1 : 0;
    record.totalMs += std::max<qint64>(0, elapsedMs);
    const QString key = QLatin1String(PracticeKey) + QLatin1Char('/') + QLatin1String(techniqueName(technique).data());
    QSettings().setValue(key, QStringLiteral("%1,%2,%3,%4")
                                  .arg(record.tried)
                                  .arg(record.right)
                                  .arg(record.partlyRight)
                                  .arg(record.totalMs));
}

void PlaySettings::resetPracticeRecords()
{
    QSettings().remove(QLatin1String(PracticeKey));
}

std::optional<qint64> PlaySettings::bestTime(Level level, Shape shape)
{
    return storedTime(bestTimeKey(level, shape));
}

void PlaySettings::setBestTime(Level level, Shape shape, qint64 elapsedMs)
{
    QSettings().setValue(bestTimeKey(level, shape), elapsedMs);
}

std::optional<qint64> PlaySettings::variantBestTime(VariantKind variant, Level level)
{
    return storedTime(variantBestTimeKey(variant, level));
}

void PlaySettings::setVariantBestTime(VariantKind variant, Level level, qint64 elapsedMs)
{
    QSettings().setValue(variantBestTimeKey(variant, level), elapsedMs);
}

void PlaySettings::resetBestTimes()
{
    QSettings().remove(QLatin1String(BestTimesKey));
}

int PlaySettings::takeBundledIndex(const QString &level, int count)
{
    QSettings settings;
    const QString key = QLatin1String(BundledIndexKey) + level;
    const int index = settings.value(key, 0).toInt() % count;
    settings.setValue(key, index + 1);
    return index;
}

QString PlaySettings::gamePath()
{
    return QSettings().value(GamePathKey).toString();
}

bool PlaySettings::gameModified()
{
    return flag(GameModifiedKey, false);
}

void PlaySettings::setGameFile(const QString &path, bool modified)
{
    QSettings settings;
    settings.setValue(GamePathKey, path);
    settings.setValue(GameModifiedKey, modified);
}

} // namespace sudoku
