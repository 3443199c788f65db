#include <QtTest>

class TestPlaceholder : public QObject {
    Q_OBJECT
};

QTEST_APPLESS_MAIN(TestPlaceholder)
#include "tst_format.moc"
