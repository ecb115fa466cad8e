package app.pallanguzhi.app

/** A rectangle in dp, relative to the board's top-left corner. */
data class Cell(val x: Float, val y: Float, val w: Float, val h: Float) {
    val cx get() = x + w / 2
    val cy get() = y + h / 2
    val short get() = minOf(w, h)
}

/**
 * Where the holes and bowls of a board go in a box of [boxW] x [boxH] dp: pure arithmetic,
 * tested on the desktop and mirrored by the iOS app's `BoardMetrics`.
 *
 * Horizontal (a wide box): the near player's row at the bottom, left to right, their bowl at
 * the right end; the far row above, seen across the board (right to left), the far bowl at the
 * left end. Vertical (a tall box, a phone in portrait): the same board turned a quarter clockwise,
 * so the near player's holes run down the left column into their bowl at the bottom, and the
 * far player's run up the right column into theirs at the top. Sowing goes counter-clockwise
 * either way. The orientation with the bigger holes wins: on a 360 x 640 dp box, seven holes
 * across give cells of about 48 dp, seven down give about 66 dp.
 */
class BoardGeometry private constructor(
    val vertical: Boolean,
    val width: Float,
    val height: Float,
    /** Holes of the near (bottom) player in sowing order. */
    val near: List<Cell>,
    /** Holes of the far player in sowing order. */
    val far: List<Cell>,
    val nearBowl: Cell,
    val farBowl: Cell,
) {
    /** Every hole cell (touch target) is at least this many dp in each direction. */
    val holeCell get() = (near + far).minOf { it.short }

    companion object {
        const val PAD = 8f

        /** Bowl length along the board: an eighth of the board, between 76 and 150 dp. */
        fun bowlLength(axis: Float) = (axis * 0.12f).coerceIn(minOf(76f, axis / 5), 150f)

        fun of(boxW: Float, boxH: Float, n: Int): BoardGeometry {
            val h = make(boxW, boxH, n, vertical = false)
            val v = make(boxW, boxH, n, vertical = true)
            return if (v.holeCell > h.holeCell) v else h
        }

        private fun make(boxW: Float, boxH: Float, n: Int, vertical: Boolean): BoardGeometry {
            val axis = if (vertical) boxH else boxW
            val across = if (vertical) boxW else boxH
            val bowl = bowlLength(axis)
            val pitch = ((axis - 2 * bowl - 2 * PAD) / n).coerceAtLeast(1f)
            // Rows no deeper than 1.9 holes: a very deep box leaves room around the board instead.
            val row = ((across - 2 * PAD) / 2).coerceIn(1f, pitch * 1.9f)
            val long = 2 * PAD + 2 * bowl + n * pitch
            val wide = 2 * PAD + 2 * row
            fun cell(along: Float, side: Int, len: Float = pitch, depth: Float = row) =
                if (vertical) Cell(PAD + side * row, along, depth, len) else Cell(along, PAD + (1 - side) * row, len, depth)
            val start = PAD + bowl
            val near = (0 until n).map { k -> cell(start + k * pitch, 0) }
            val far = (0 until n).map { k -> cell(start + (n - 1 - k) * pitch, 1) }
            val nearBowl = cell(start + n * pitch, 0, bowl, 2 * row).let { if (vertical) it else it.copy(y = PAD) }
            val farBowl = cell(PAD, 0, bowl, 2 * row).let { if (vertical) it else it.copy(y = PAD) }
            return BoardGeometry(
                vertical, if (vertical) wide else long, if (vertical) long else wide, near, far, nearBowl, farBowl,
            )
        }
    }
}
