// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Answering modal dialogs in window tests: a modal's exec() blocks the test until someone
// closes it, so the test arranges the answer first, then calls the code that opens it.

#include <QApplication>
#include <QDialog>
#include <QPointer>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace sudoku::test {

// Runs `handle` on the next modal dialog or message box once it is shown. The returned timer
// polls until then; delete it (a test's cleanup) when no modal came. A check that fails inside
// `handle` returns from it with the modal still open: the modal is then rejected, so that the
// test ends with its failure instead of waiting for Qt Test's five-minute watchdog.
inline QPointer<QTimer> answerNextModal(std::function<void(QWidget *)> handle)
{
    auto *poll = new QTimer;
    poll->setInterval(10);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, handle = std::move(handle)] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            poll->stop();
            poll->deleteLater();
            QPointer<QWidget> shown = modal;
            handle(modal);
            if (QTest::currentTestFailed() && shown && shown->isVisible()) {
                if (auto *dialog = qobject_cast<QDialog *>(shown.data()))
                    dialog->reject();
                else
                    shown->close();
            }
        }
    });
    poll->start();
    return poll;
}

} // namespace sudoku::test
