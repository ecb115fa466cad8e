package app.pallanguzhi.desktop

import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.FrameKind
import app.pallanguzhi.core.app.LessonVerdict
import app.pallanguzhi.core.app.Screen
import app.pallanguzhi.core.app.Speed
import app.pallanguzhi.core.app.ViewModel
import app.pallanguzhi.shared.game
import app.pallanguzhi.shared.lessons
import app.pallanguzhi.shared.lesson
import app.pallanguzhi.shared.review

/** The lessons' and the review's scenes, from the Rust app core driven by a [Rig]. */
object LearnScenes {
    /** The relay lesson (its answer lifts a second hole) and a hole of it that misses. */
    const val RELAY = "pallanguzhi-relay"

    fun scenes(language: String): List<Scene> {
        val list = Rig(language).use { rig ->
            rig.send(Event.OpenLessons(""))
            val first = rig.view.lessons!!.items.first()
            rig.send(Event.StartLesson(first.id))
            solve(rig)
            rig.send(Event.BackHome)
            rig.view
        }
        val (start, miss, solved) = Rig(language).use { rig ->
            rig.send(Event.StartLesson(RELAY))
            val start = rig.view
            rig.send(Event.TapHole(wrongHole(rig.view)))
            rig.settle()
            val miss = rig.view
            check(miss.lesson!!.verdict == LessonVerdict.MISSED)
            solve(rig)
            Triple(start, miss, rig.view)
        }
        val (reviewed, opened) = review(language)
        return listOf(
            Scene("learn-home", home(language)),
            Scene("lessons-list", list),
            Scene("rules-lessons", Rig(language).use { it.page(Screen.RULES) }),
            Scene("lesson-start", start),
            Scene("lesson-mid-relay", midRelay(language)),
            Scene("lesson-miss", miss),
            Scene("lesson-solved", solved),
            Scene("review-moves", reviewed),
            Scene("review-blunder-opened", opened),
        )
    }

    private fun home(language: String): ViewModel = Rig(language).use { it.view }

    /** The hole the core hints after two misses is the answer; find it by missing twice on a copy. */
    fun answer(language: String, id: String): UInt = Rig(language).use { rig ->
        rig.send(Event.StartLesson(id))
        repeat(2) { rig.send(Event.TapHole(wrongHole(rig.view))); rig.settle() }
        rig.view.lesson!!.board.holes.first { it.hinted }.index.toUInt()
    }

    /** A legal hole of the lesson that is not its answer (the core tells which by judging it). */
    private fun wrongHole(view: ViewModel): UByte {
        val lesson = view.lesson!!
        val legal = lesson.board.holes.filter { it.legal }.map { it.index }
        // Try each on a scratch core: the first that misses.
        return legal.first { hole ->
            Rig(view.language).use { r ->
                r.send(Event.StartLesson(lesson.id))
                r.send(Event.TapHole(hole))
                r.settle()
                r.view.lesson!!.verdict == LessonVerdict.MISSED
            }
        }
    }

    /** Miss twice, then play the hinted hole. */
    private fun solve(rig: Rig) {
        while (rig.view.lesson!!.hint == null) {
            rig.send(Event.TapHole(wrongHole(rig.view)))
            rig.settle()
        }
        rig.send(Event.TapHole(rig.view.lesson!!.board.holes.first { it.hinted }.index))
        rig.settle()
        check(rig.view.lesson!!.solved)
    }

    /** The relay lesson's answer at normal speed, stopped in the relay's flights. */
    fun midRelay(language: String): ViewModel {
        val answer = answer(language, RELAY)
        return Rig(language, Speed.NORMAL).use { rig ->
            rig.send(Event.StartLesson(RELAY))
            rig.send(Event.TapHole(answer.toUByte()))
            var relayed = false
            val frames = mutableListOf<ViewModel>()
            while (rig.view.lesson!!.board.animating && rig.fire()) {
                val board = rig.view.lesson!!.board
                if (board.frame is FrameKind.Relay) relayed = true
                if (relayed && board.flights.isNotEmpty()) frames += rig.view
            }
            frames[frames.size / 2]
        }
    }

    /** A Kalah game against Easy, reviewed (small node budget), and its costliest move opened. */
    fun review(language: String): Pair<ViewModel, ViewModel> = Rig(language).use { rig ->
        rig.reviewNodes(20_000u)
        rig.newGame("kalah")
        rig.playUntil { it.game?.outcome != null }
        rig.send(Event.RequestReview)
        rig.settle()
        val reviewed = rig.view
        check(reviewed.review!!.complete) { "review not complete: ${reviewed.review!!.status}" }
        val ply = reviewed.review!!.costliest.firstOrNull() ?: 0u
        rig.send(Event.ReviewGoTo(ply))
        reviewed to rig.view
    }
}
