package app.pallanguzhi.online.tests

import app.pallanguzhi.shared.online
import app.pallanguzhi.core.app.*
import app.pallanguzhi.shared.OkHttpTransport
import java.net.URI
import java.util.Base64
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlin.test.fail
import org.junit.jupiter.api.Test

/**
 * The transport vector (`tests/vectors/transport.json`) through :shared's [OkHttpTransport]:
 * each case's effect, performed against the vector's server (`tests/run.sh` starts it), must
 * reach it as the core wrote it (method, headers, body: the server checks) and be reported
 * with the server's status and body unchanged. The tokio runner and URLSession replay the
 * same cases; what the core makes of each answer is tested once, in the core.
 */
class TransportVectorTest {
    private val base: String =
        System.getProperty("pallanguzhi.vector") ?: System.getenv("PALLANGUZHI_VECTOR_URL")
            ?: fail("pallanguzhi.vector / PALLANGUZHI_VECTOR_URL is not set: run through tests/run.sh")

    private fun text(b64: String) = String(Base64.getDecoder().decode(b64), Charsets.UTF_8)

    private fun get(path: String): Pair<Int, String> {
        val c = URI("$base$path").toURL().openConnection() as java.net.HttpURLConnection
        val status = c.responseCode
        val stream = if (status < 400) c.inputStream else c.errorStream
        return status to (stream?.use { String(it.readBytes(), Charsets.UTF_8) } ?: "")
    }

    @Test
    fun everyCaseIsCarriedAsWrittenAndReportedAsAnswered() {
        val reports = LinkedBlockingQueue<Event>()
        val transport = OkHttpTransport(reports::put)
        val cases = get("/cases").second.lines().filter { it.isNotBlank() }
        assertTrue(cases.size >= 8, "the vector's cases: $cases")
        try {
            cases.forEachIndexed { i, line ->
                val f = line.split('\t')
                val (name, kind, method) = Triple(f[0], f[1], f[2])
                val headers = text(f[3]).lines().filter { it.isNotEmpty() }
                    .map { Header(it.substringBefore(": "), it.substringAfter(": ")) }
                val body = if (f[4] == "-") null else text(f[4])
                val (status, answer) = f[5].toInt() to text(f[6])
                val id = (i + 1).toULong()
                val url = "$base/vector/$name"
                val effect = when (kind) {
                    "socket" -> Effect.SocketOpen(id, url.replaceFirst("http://", "ws://"), headers, 10_000u, 25_000u)
                    else -> Effect.Http(id, method, url, headers, body, 10_000u)
                }
                assertTrue(transport.perform(effect), "$name: a transport effect")
                val report = reports.poll(120, TimeUnit.SECONDS) ?: fail("$name: no report")
                val expected: Transport = when (kind) {
                    "socket" -> Transport.SocketRefused(id, status.toUShort(), answer)
                    else -> Transport.HttpDone(id, status.toUShort(), answer)
                }
                assertEquals(Event.Transport(expected), report, name)
                val (checked, why) = get("/check/$name")
                assertEquals(200 to "ok", checked to why, "$name: the server got what the core wrote")
            }
        } finally {
            transport.close()
        }
    }
}
