// SPDX-License-Identifier: GPL-3.0-or-later
// The translations in resources/translations: up to date with the sources (lupdate would
// change nothing), every entry finished (the technique pages' words: all or none of them), and every translation keeping the places (%1…%9,
// %n), the markup and the single accelerator (&) of its source. Then the compiled ones: the
// resources hold each language, and installing it translates.
#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace sudoku;

namespace {

const QString translationsDir = QStringLiteral(SUDOKU_SOURCE_DIR "/resources/translations");

struct Message {
    QString context;
    QString source;
    QString comment;
    QString type;            // the translation's type attribute: "", "unfinished", "vanished", …
    QStringList translations; // one, or one per plural form
    bool numerus = false;
};

QList<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("translation") && message.numerus)
            messages << message;
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message{context, {}, {}, {}, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus) {
                message.translations << xml.readElementText();
                messages << message;
            }
        } else if (name == QLatin1String("numerusform")) {
            message.translations << xml.readElementText();
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

// The places a text fills: "%1", "%2", "%n" — as a set, since a language may reorder them.
QSet<QString> places(const QString &text)
{
    static const QRegularExpression place(QStringLiteral("%L?([1-9]|n)"));
    QSet<QString> found;
    for (const QRegularExpressionMatch &m : place.globalMatch(text))
        found << m.captured(1);
    return found;
}

QSet<QString> tags(const QString &text)
{
    static const QRegularExpression tag(QStringLiteral("</?([a-zA-Z0-9]+)"));
    QSet<QString> found;
    for (const QRegularExpressionMatch &m : tag.globalMatch(text))
        found << m.captured(0);
    return found;
}

int accelerators(QString text)
{
    text.remove(QStringLiteral("&&"));
    return static_cast<int>(text.count(QLatin1Char('&')));
}

// Every language with a full translation: the window's list less English.
QStringList translatedLanguages()
{
    QStringList codes;
    for (const LanguageInfo &language : language::available())
        if (language.code != QLatin1String("en"))
            codes << language.code;
    return codes;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void upToDate_data();
    void upToDate();
    void finished_data();
    void finished();
    void installed_data();
    void installed();
};

// One row per .ts file, the English plural forms' included.
void addTsFiles()
{
    QTest::addColumn<QString>("file");
    for (const QString &language : translatedLanguages() + QStringList{QStringLiteral("en")})
        QTest::newRow(qPrintable(language)) << QStringLiteral("sudoku_%1.ts").arg(language);
}

void TestTranslations::upToDate_data()
{
    addTsFiles();
}

// lupdate over the sources, as scripts/update-translations.sh runs it, changes nothing.
void TestTranslations::upToDate()
{
    QFETCH(QString, file);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(file);
    QVERIFY(QFile::copy(translationsDir + QLatin1Char('/') + file, copy));
    QStringList arguments = {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-no-obsolete"),
                             QStringLiteral("-tr-function-alias"),
                             QStringLiteral("QT_TRANSLATE_NOOP+=SUDOKU_TRANSLATE_NOOP")};
    if (file == QLatin1String("sudoku_en.ts"))
        arguments << QStringLiteral("-pluralonly");
    for (const char *sources : {"core", "ui", "app/gui"})
        arguments << QStringLiteral(SUDOKU_SOURCE_DIR "/") + QLatin1String(sources);
    arguments << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.start(QStringLiteral(SUDOKU_LUPDATE), arguments);
    QVERIFY2(lupdate.waitForFinished(-1), qPrintable(lupdate.errorString()));
    QCOMPARE(lupdate.exitCode(), 0);
    QFile before(translationsDir + QLatin1Char('/') + file);
    QFile after(copy);
    QVERIFY(before.open(QIODevice::ReadOnly) && after.open(QIODevice::ReadOnly));
    QVERIFY2(before.readAll() == after.readAll(),
             qPrintable(QStringLiteral("%1 is out of date with the sources: run scripts/update-translations.sh and "
                                       "translate what it adds")
                            .arg(file)));
}

void TestTranslations::finished_data()
{
    addTsFiles();
}

void TestTranslations::finished()
{
    QFETCH(QString, file);
    QString error;
    const QList<Message> messages = readTs(translationsDir + QLatin1Char('/') + file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    QStringList problems;
    // The technique pages' words (Help › Techniques) may come in English first and in a
    // language later, as a whole: a language has all of them translated or none.
    int pageWords = 0;
    int pageWordsLeft = 0;
    for (const Message &m : messages) {
        const QString where = QStringLiteral("%1 \"%2\"").arg(m.context, m.source);
        if (m.context == QLatin1String("TechniquePages")) {
            ++pageWords;
            if (m.type == QLatin1String("unfinished")) {
                ++pageWordsLeft;
                continue;
            }
        }
        if (!m.type.isEmpty()) {
            problems << QStringLiteral("%1: %2").arg(where, m.type);
            continue;
        }
        for (const QString &translation : m.translations) {
            if (translation.trimmed().isEmpty()) {
                problems << QStringLiteral("%1: empty translation").arg(where);
                continue;
            }
            if (places(translation) != places(m.source))
                problems << QStringLiteral("%1: places differ in \"%2\"").arg(where, translation);
            if (tags(translation) != tags(m.source))
                problems << QStringLiteral("%1: markup differs in \"%2\"").arg(where, translation);
            // Key sequences ("Ctrl+E") are names, not menu texts.
            if (accelerators(m.source) != accelerators(translation))
                problems << QStringLiteral("%1: %2 accelerators (&) in \"%3\"")
                                .arg(where)
                                .arg(accelerators(translation))
                                .arg(translation);
        }
    }
    if (pageWordsLeft > 0 && pageWordsLeft < pageWords)
        problems << QStringLiteral("TechniquePages: %1 of %2 translated (all or none)").arg(pageWords - pageWordsLeft).arg(pageWords);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 40).join(QLatin1Char('\n'))));
}

void TestTranslations::installed_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("rightToLeft");
    for (const QString &language : translatedLanguages())
        QTest::newRow(qPrintable(language)) << language
                                            << (language == QLatin1String("fa") || language == QLatin1String("he"));
}

// Each compiled translation is in the resources and translates a menu title.
void TestTranslations::installed()
{
    QFETCH(QString, language);
    QFETCH(bool, rightToLeft);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/sudoku_%1.qm").arg(language)));
    const QString game = translator.translate("sudoku::MainWindow", "&Game");
    QVERIFY(!game.isEmpty());
    QVERIFY(game != QLatin1String("&Game"));
    QVERIFY(language::isAvailable(language));
    // The plural forms of English are installed at start.
    QCOMPARE(QCoreApplication::translate("sudoku::PlaySession", "%1 · %n hint(s)", nullptr, 1).arg(QStringLiteral("x")),
             QStringLiteral("x · 1 hint"));
    QCOMPARE(QLocale(language).textDirection() == Qt::RightToLeft, rightToLeft);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
