package app.pallanguzhi.shared

/**
 * Sounds asked for before their sample finished loading (issue 38, P9): Android's
 * `SoundPool.load` is asynchronous and a `play` before its `OnLoadCompleteListener` fired is
 * dropped, so the first clicks after a cold start were silent. A request for a sample not yet
 * loaded is kept (the newest per sample: a relay's clicks while it loads make one, not a
 * burst) and played when the sample has loaded, if it was asked for at most [maxAgeMs] before
 * (later it would sound after the move it belonged to). A sample that failed to load drops its
 * request. Pure Kotlin, so the JVM tests drive it with their own clock; `now` is in ms.
 */
class LoadingSounds<S>(private val maxAgeMs: Long, private val now: () -> Long) {
    private val loaded = HashSet<Int>()
    private val waiting = HashMap<Int, Pair<S, Long>>()

    /** [sound] for [sample]: played at once when it has loaded, else kept for [loaded]. */
    fun request(sample: Int, sound: S, play: (S) -> Unit) {
        val ready = synchronized(this) {
            (sample in loaded).also { if (!it) waiting[sample] = sound to now() }
        }
        if (ready) play(sound)
    }

    /** [sample] finished loading ([ok]: `status == 0`); plays its kept request if still recent. */
    fun loaded(sample: Int, ok: Boolean, play: (S) -> Unit) {
        val due = synchronized(this) {
            if (ok) loaded += sample
            waiting.remove(sample)?.takeIf { ok && now() - it.second <= maxAgeMs }?.first
        }
        due?.let(play)
    }
}
