package app.pallanguzhi.shared

import app.pallanguzhi.core.Players
import app.pallanguzhi.core.Seat
import app.pallanguzhi.core.Side

// Small helpers over the generated bindings (Vec<u8> arrives as a signed ByteArray).

/** Unsigned values of a `Vec<u8>` from the core. */
fun ByteArray.toCounts(): List<Int> = map { it.toInt() and 0xFF }

val Side.index: Int get() = if (this == Side.SOUTH) 0 else 1
val Side.other: Side get() = if (this == Side.SOUTH) Side.NORTH else Side.SOUTH

/** Owner of hole [hole] on a board of [holesPerSide] holes a side: South holds 0 until n-1. */
fun ownerOf(hole: Int, holesPerSide: Int): Side = if (hole < holesPerSide) Side.SOUTH else Side.NORTH

fun Players.seats(side: Side): List<Seat> = if (side == Side.SOUTH) south else north

/**
 * The side a single person plays against the computer; null in pass-and-play (people on both
 * sides) and in computer-only games. Derived from the seats, so it survives a restore.
 */
fun Players.humanSide(): Side? {
    val southHuman = south.all { it is Seat.Human }
    val northHuman = north.all { it is Seat.Human }
    return when {
        southHuman && !northHuman -> Side.SOUTH
        northHuman && !southHuman -> Side.NORTH
        else -> null
    }
}

fun Players.hasComputer(): Boolean = (south + north).any { it is Seat.Computer }
