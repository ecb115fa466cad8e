package app.pallanguzhi.app.glue

import android.content.Context
import android.media.AudioAttributes
import android.media.AudioManager
import android.media.SoundPool
import android.os.Handler
import android.os.Looper
import android.os.SystemClock
import app.pallanguzhi.app.R
import app.pallanguzhi.core.app.Sound
import app.pallanguzhi.shared.LoadingSounds

/**
 * Plays the core's sounds (res/raw/<file>.wav, copies of assets/sounds/): the core chose the
 * file, rate, volume and delay; this only plays them. USAGE_GAME sounds follow the media volume,
 * and the ringer's silent or vibrate mode silences them too (as players expect of a game's clicks).
 * A sound asked for before its sample has loaded (`SoundPool.load` is asynchronous and drops a
 * `play` that comes first) is played once it has, if asked for at most [RECENT_MS] before
 * ([LoadingSounds], issue 38 P9).
 */
class SoundPlayer(context: Context) : AutoCloseable {
    private val audio = context.getSystemService(AudioManager::class.java)
    private val loading = LoadingSounds<Runnable>(RECENT_MS) { SystemClock.uptimeMillis() }
    private val pool = SoundPool.Builder()
        .setMaxStreams(6) // a fast relay overlaps a few clicks
        .setAudioAttributes(
            AudioAttributes.Builder()
                .setUsage(AudioAttributes.USAGE_GAME)
                .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                .build(),
        )
        .build()
        // Before the first load: called on the main looper when a sample is ready (status 0).
        .also { pool -> pool.setOnLoadCompleteListener { _, sample, status -> loading.loaded(sample, status == 0) { it.run() } } }
    private val handler = Handler(Looper.getMainLooper())

    /** The core's file names (`Sound.file`) as loaded sample ids. */
    private val ids: Map<String, Int> = mapOf(
        "seed_1" to R.raw.seed_1, "seed_2" to R.raw.seed_2, "seed_3" to R.raw.seed_3,
        "lift" to R.raw.lift, "capture" to R.raw.capture, "pasu" to R.raw.pasu,
        "round_end" to R.raw.round_end, "win" to R.raw.win, "loss" to R.raw.loss,
        "clock_warning" to R.raw.clock_warning,
    ).mapValues { (_, res) -> pool.load(context, res, 1) }

    fun play(sound: Sound) {
        if (audio.ringerMode != AudioManager.RINGER_MODE_NORMAL) return // silent or vibrate
        val id = ids[sound.file] ?: return
        val volume = sound.volume.toFloat() / 100f
        val rate = (sound.rateMilli.toFloat() / 1000f).coerceIn(0.5f, 2f)
        val start = Runnable { pool.play(id, volume, volume, 1, 0, rate) }
        val request = Runnable { loading.request(id, start) { it.run() } }
        if (sound.delayMs.toInt() == 0) request.run() else handler.postDelayed(request, sound.delayMs.toLong())
    }

    override fun close() {
        handler.removeCallbacksAndMessages(null)
        pool.release()
    }

    private companion object {
        /**
         * How late a sound may still start once its sample has loaded: about one sowing step at
         * normal speed; later, a click would sound after the seed it marks.
         */
        const val RECENT_MS = 300L
    }
}
