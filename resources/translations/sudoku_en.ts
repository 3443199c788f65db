<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BoardAccessible</name>
    <message numerus="yes">
        <source>cage of %n cell(s), sum %1</source>
        <translation>
            <numerusform>cage of %n cell, sum %1</numerusform>
            <numerusform>cage of %n cells, sum %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message numerus="yes">
        <source>Place %1: %n left</source>
        <translation>
            <numerusform>Place %1: %n left</numerusform>
            <numerusform>Place %1: %n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message numerus="yes">
        <source>Applied %1: %n candidate(s) struck out.</source>
        <translation>
            <numerusform>Applied %1: %n candidate struck out.</numerusform>
            <numerusform>Applied %1: %n candidates struck out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It needs %n guess(es).</source>
        <translation>
            <numerusform>It needs %n guess.</numerusform>
            <numerusform>It needs %n guesses.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::Game</name>
    <message numerus="yes">
        <source>Correct %n mistake(s)</source>
        <translation>
            <numerusform>Correct %n mistake</numerusform>
            <numerusform>Correct %n mistakes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::NewGameDialog</name>
    <message numerus="yes">
        <source>No %1 puzzle of this size turned up in %n attempt(s): try another level.</source>
        <translation>
            <numerusform>No %1 puzzle of this size turned up in %n attempt: try another level.</numerusform>
            <numerusform>No %1 puzzle of this size turned up in %n attempts: try another level.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::PlaySession</name>
    <message numerus="yes">
        <source>%1 · %n clue(s)</source>
        <translation>
            <numerusform>%1 · %n clue</numerusform>
            <numerusform>%1 · %n clues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n hint(s)</source>
        <translation>
            <numerusform>%1 · %n hint</numerusform>
            <numerusform>%1 · %n hints</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::PrintDialog</name>
    <message numerus="yes">
        <source>Sudoku Studio · %n %1 puzzle(s)</source>
        <translation>
            <numerusform>Sudoku Studio · %n %1 puzzle</numerusform>
            <numerusform>Sudoku Studio · %n %1 puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Making %n puzzle(s)…</source>
        <translation>
            <numerusform>Making %n puzzle…</numerusform>
            <numerusform>Making %n puzzles…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s) made.</source>
        <translation>
            <numerusform>%n puzzle made.</numerusform>
            <numerusform>%n puzzles made.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::PuzzleChooser</name>
    <message numerus="yes">
        <source>%1: %Ln puzzle(s) found so far…</source>
        <translation>
            <numerusform>%1: %Ln puzzle found so far…</numerusform>
            <numerusform>%1: %Ln puzzles found so far…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln puzzle(s).</source>
        <translation>
            <numerusform>%1 holds %Ln puzzle.</numerusform>
            <numerusform>%1 holds %Ln puzzles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s) (reading stopped).</source>
        <translation>
            <numerusform>%1: the first %Ln puzzle (reading stopped).</numerusform>
            <numerusform>%1: the first %Ln puzzles (reading stopped).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cannot be read (hover over it for why).</source>
        <translation>
            <numerusform>%Ln cannot be read (hover over it for why).</numerusform>
            <numerusform>%Ln cannot be read (hover over them for why).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the first %Ln puzzle(s); the file holds more than can be listed.</source>
        <translation>
            <numerusform>%1: the first %Ln puzzle; the file holds more than can be listed.</numerusform>
            <numerusform>%1: the first %Ln puzzles; the file holds more than can be listed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::SolveSession</name>
    <message numerus="yes">
        <source>%1 stopped after %n event(s). Press Play to watch it again from the start.</source>
        <translation>
            <numerusform>%1 stopped after %n event. Press Play to watch it again from the start.</numerusform>
            <numerusform>%1 stopped after %n events. Press Play to watch it again from the start.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sudoku::TraceLog</name>
    <message numerus="yes">
        <source>… %Ln more event(s)</source>
        <translation>
            <numerusform>… %Ln more event</numerusform>
            <numerusform>… %Ln more events</numerusform>
        </translation>
    </message>
</context>
</TS>
