package app.pallanguzhi.app.platform

/**
 * When the activity's stop and start reach the game. A stop for a configuration change
 * (rotation, window resize, a language or dark-mode change) is the same game going on in a new
 * activity: suspending there would cancel the computer's or the hint's search, jump the sowing
 * animation to its end and close the online socket, for nothing. Only a real stop (the app left
 * the screen) suspends, and only a start after such a stop resumes. Pure Kotlin: the glue feeds
 * it `Activity.isChangingConfigurations`, the JVM tests feed it sequences.
 */
class Foreground {
    private var suspended = false

    /** The activity stopped: true when the game must be suspended now. */
    fun stopped(changingConfigurations: Boolean): Boolean {
        if (changingConfigurations || suspended) return false
        suspended = true
        return true
    }

    /** The activity started: true when the game must be resumed (it was suspended). */
    fun started(): Boolean {
        if (!suspended) return false
        suspended = false
        return true
    }
}
