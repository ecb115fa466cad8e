package app.pallanguzhi.shared

import app.pallanguzhi.core.app.Effect
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.Header
import app.pallanguzhi.core.app.HttpMethod
import app.pallanguzhi.core.app.Transport
import com.sun.net.httpserver.HttpServer
import java.net.InetSocketAddress
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import kotlin.test.AfterTest
import kotlin.test.BeforeTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertTrue
import kotlin.test.fail

/**
 * [OkHttpTransport] against a plain HTTP server on loopback (the JDK's): it sends what the core
 * wrote (method, headers, body) and reports any status with its body, a refused connection as
 * a failure, a refused WebSocket upgrade with the server's status and body, and nothing about a
 * socket the core closed. The online suites play whole games through it on the real server.
 */
class OkHttpTransportTest {
    private lateinit var server: HttpServer
    private val seen = LinkedBlockingQueue<String>()
    private val reports = LinkedBlockingQueue<Event>()
    private val transport = OkHttpTransport(reports::put)

    @BeforeTest
    fun start() {
        server = HttpServer.create(InetSocketAddress("127.0.0.1", 0), 0)
        server.createContext("/") { ex ->
            val body = ex.requestBody.readBytes().decodeToString()
            seen.put("${ex.requestMethod} ${ex.requestURI} auth=${ex.requestHeaders.getFirst("authorization")} " +
                "type=${ex.requestHeaders.getFirst("content-type")} body=$body")
            val (status, answer) = when (ex.requestURI.path) {
                "/v1/accounts" -> 201 to """{"account_id": 1}"""
                else -> 401 to """{"error": {"code": "unauthorized", "message": "who are you"}}"""
            }
            val bytes = answer.toByteArray()
            ex.sendResponseHeaders(status, bytes.size.toLong())
            ex.responseBody.use { it.write(bytes) }
        }
        server.start()
    }

    @AfterTest
    fun stop() {
        transport.close()
        server.stop(0)
    }

    private val base get() = "http://127.0.0.1:${server.address.port}"

    /** The next report, a transport answer (the bound only turns a hang into a failure). */
    private fun next(): Transport =
        assertIs<Event.Transport>(reports.poll(60, TimeUnit.SECONDS) ?: fail("no report from the transport")).v1

    @Test
    fun `a request goes out as the core wrote it and any status comes back with its body`() {
        val headers = listOf(Header("authorization", "Bearer t0k3n"), Header("content-type", "application/json"))
        assertTrue(transport.perform(Effect.Http(7u, HttpMethod.POST, "$base/v1/accounts", headers, """{"name":"Ana"}""")))
        assertEquals(Transport.HttpDone(7u, 201u, """{"account_id": 1}"""), next())
        assertEquals("""POST /v1/accounts auth=Bearer t0k3n type=application/json body={"name":"Ana"}""", seen.take())
        transport.perform(Effect.Http(8u, HttpMethod.GET, "$base/v1/me/stats", emptyList(), null))
        val refused = assertIs<Transport.HttpDone>(next())
        assertEquals(8uL to 401.toUShort(), refused.id to refused.status)
        assertTrue("unauthorized" in refused.body, refused.body)
        assertEquals("GET /v1/me/stats auth=null type=null body=", seen.take())
    }

    @Test
    fun `no server, a bad URL, a refused upgrade and other effects`() {
        // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
        transport.perform(Effect.Http(1u, HttpMethod.GET, "http://127.0.0.1:9/v1/me", emptyList(), null))
        assertEquals(1uL, assertIs<Transport.HttpFailed>(next()).id)
        transport.perform(Effect.Http(2u, HttpMethod.GET, "not a url", emptyList(), null))
        assertEquals(2uL, assertIs<Transport.HttpFailed>(next()).id)
        // The server answers the upgrade with its typed error: the status and body reach the core.
        val ws = base.replace("http", "ws") + "/v1/games/1/ws"
        transport.perform(Effect.SocketOpen(3u, ws, listOf(Header("authorization", "Bearer x"))))
        val refused = assertIs<Transport.SocketRefused>(next())
        assertEquals(3uL to 401.toUShort(), refused.id to refused.status)
        assertTrue("unauthorized" in refused.body, refused.body)
        assertTrue(seen.take().startsWith("GET /v1/games/1/ws auth=Bearer x"))
        // A socket the core closed reports nothing more, even its refusal.
        transport.perform(Effect.SocketOpen(4u, ws, emptyList()))
        transport.perform(Effect.SocketClose(4u))
        transport.perform(Effect.Http(5u, HttpMethod.POST, "$base/v1/accounts", emptyList(), null))
        assertEquals(Transport.HttpDone(5u, 201u, """{"account_id": 1}"""), next(), "socket 4 reported after its close")
        // Sending on a socket that is not open is dropped; other effects are not the transport's.
        assertTrue(transport.perform(Effect.SocketSend(99u, "{}")))
        assertFalse(transport.perform(Effect.Render))
        assertFalse(transport.perform(Effect.StartTimer(1u, 10u)))
    }
}
