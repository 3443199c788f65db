// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Answering modal dialogs in window tests: a modal's exec() blocks the test until someone
// closes it, so the test arranges the answer first, then calls the code that opens it.

#include <QApplication>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace sudoku::test {

// Runs `handle` on the next modal dialog or message box once it is shown. The returned timer
// polls until then; delete it (a test's cleanup) when no modal came.
inline QPointer<QTimer> answerNextModal(std::function<void(QWidget *)> handle)
{
    auto *poll = new QTimer;
    poll->setInterval(10);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, handle = std::move(handle)] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            poll->stop();
            poll->deleteLater();
            handle(modal);
        }
    });
    poll->start();
    return poll;
}

} // namespace sudoku::test
