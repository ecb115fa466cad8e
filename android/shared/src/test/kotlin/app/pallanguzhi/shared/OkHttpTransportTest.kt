package app.pallanguzhi.shared

import app.pallanguzhi.core.app.Effect
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.Header
import app.pallanguzhi.core.app.Transport
import com.sun.net.httpserver.HttpServer
import java.net.InetAddress
import java.net.InetSocketAddress
import java.net.ServerSocket
import java.net.Socket
import java.util.concurrent.Semaphore
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
/** The core's call timeout (`CALL_TIMEOUT_MS`), as its effects carry it. */
private const val T = 10_000u

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
        assertTrue(transport.perform(Effect.Http(7u, "POST", "$base/v1/accounts", headers, """{"name":"Ana"}""", T)))
        assertEquals(Transport.HttpDone(7u, 201u, """{"account_id": 1}"""), next())
        assertEquals("""POST /v1/accounts auth=Bearer t0k3n type=application/json body={"name":"Ana"}""", seen.take())
        transport.perform(Effect.Http(8u, "GET", "$base/v1/me/stats", emptyList(), null, T))
        val refused = assertIs<Transport.HttpDone>(next())
        assertEquals(8uL to 401.toUShort(), refused.id to refused.status)
        assertTrue("unauthorized" in refused.body, refused.body)
        assertEquals("GET /v1/me/stats auth=null type=null body=", seen.take())
    }

    @Test
    fun `no server, a bad URL, a refused upgrade and other effects`() {
        // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
        transport.perform(Effect.Http(1u, "GET", "http://127.0.0.1:9/v1/me", emptyList(), null, T))
        assertEquals(1uL, assertIs<Transport.HttpFailed>(next()).id)
        transport.perform(Effect.Http(2u, "GET", "not a url", emptyList(), null, T))
        assertEquals(2uL, assertIs<Transport.HttpFailed>(next()).id)
        // The server answers the upgrade with its typed error: the status and body reach the core.
        val ws = base.replace("http", "ws") + "/v1/games/1/ws"
        transport.perform(Effect.SocketOpen(3u, ws, listOf(Header("authorization", "Bearer x")), T, 0u))
        val refused = assertIs<Transport.SocketRefused>(next())
        assertEquals(3uL to 401.toUShort(), refused.id to refused.status)
        assertTrue("unauthorized" in refused.body, refused.body)
        assertTrue(seen.take().startsWith("GET /v1/games/1/ws auth=Bearer x"))
        // A socket the core closed reports nothing more, even its refusal.
        transport.perform(Effect.SocketOpen(4u, ws, emptyList(), T, 0u))
        transport.perform(Effect.SocketClose(4u))
        transport.perform(Effect.Http(5u, "POST", "$base/v1/accounts", emptyList(), null, T))
        assertEquals(Transport.HttpDone(5u, 201u, """{"account_id": 1}"""), next(), "socket 4 reported after its close")
        // Sending on a socket that is not open is dropped; other effects are not the transport's.
        assertTrue(transport.perform(Effect.SocketSend(99u, "{}")))
        assertFalse(transport.perform(Effect.Render))
        assertFalse(transport.perform(Effect.StartTimer(1u, 10u)))
    }

    /**
     * N1: a path that goes silent mid-call (a NAT timeout, a Wi-Fi change, a dead pooled
     * connection behind a proxy). Five calls hang on it, as many as OkHttp runs to one host;
     * the core gives up on them and cancels them (the test sends the `HttpCancel` the core's
     * timer sends), and once the path is back the next call answers within the core's timeout
     * instead of queueing behind the five for minutes. The cancelled calls report nothing.
     */
    @Test
    fun `calls the core gave up on are cancelled and free the way for the next`() {
        SilentProxy(server.address.port).use { proxy ->
            proxy.silent = true
            val stuck = 11uL..15uL
            stuck.forEach { transport.perform(Effect.Http(it, "GET", "${proxy.base}/v1/me/stats", emptyList(), null, T)) }
            proxy.connected.acquire(stuck.count())
            assertEquals(null, reports.poll(200, TimeUnit.MILLISECONDS), "a silent path answers nothing")
            stuck.forEach { transport.perform(Effect.HttpCancel(it)) }
            proxy.silent = false
            transport.perform(Effect.Http(16u, "POST", "${proxy.base}/v1/accounts", emptyList(), null, T))
            val answer = reports.poll(T.toLong(), TimeUnit.MILLISECONDS) ?: fail("the next call queued behind the stuck ones")
            assertEquals(Event.Transport(Transport.HttpDone(16u, 201u, """{"account_id": 1}""")), answer)
            assertEquals(null, reports.poll(200, TimeUnit.MILLISECONDS), "a cancelled call reported")
        }
    }

    /** The core's timeout bounds OkHttp's own: a call on a silent path ends by itself too. */
    @Test
    fun `a call on a silent path fails after the timeout the core gave it`() {
        SilentProxy(server.address.port).use { proxy ->
            proxy.silent = true
            transport.perform(Effect.Http(21u, "GET", "${proxy.base}/v1/me/stats", emptyList(), null, 300u))
            assertEquals(21uL, assertIs<Transport.HttpFailed>(next()).id)
        }
    }

    @Test
    fun `the method goes out as the core wrote it`() {
        transport.perform(Effect.Http(31u, "DELETE", "$base/v1/me", emptyList(), null, T))
        assertEquals(31uL, assertIs<Transport.HttpDone>(next()).id)
        assertEquals("DELETE /v1/me auth=null type=null body=", seen.take())
    }
}

/**
 * A loopback TCP proxy to `port` that, while [silent], forwards nothing either way (the
 * bytes are swallowed: the connection stays open and says nothing, as a dead path does).
 */
private class SilentProxy(port: Int) : AutoCloseable {
    @Volatile var silent = false

    /** One permit per connection accepted. */
    val connected = Semaphore(0)
    private val listener = ServerSocket(0, 50, InetAddress.getLoopbackAddress())
    private val open = java.util.concurrent.ConcurrentLinkedQueue<Socket>()
    val base get() = "http://127.0.0.1:${listener.localPort}"

    init {
        Thread {
            while (!listener.isClosed) {
                val client = runCatching { listener.accept() }.getOrNull() ?: break
                val upstream = Socket(InetAddress.getLoopbackAddress(), port)
                open += client
                open += upstream
                pump(client, upstream)
                pump(upstream, client)
                connected.release()
            }
        }.apply { isDaemon = true }.start()
    }

    private fun pump(from: Socket, to: Socket) = Thread {
        val buffer = ByteArray(8192)
        runCatching {
            while (true) {
                val n = from.getInputStream().read(buffer)
                if (n < 0) break
                if (!silent) to.getOutputStream().apply { write(buffer, 0, n); flush() }
            }
        }
        runCatching { to.shutdownOutput() }
    }.apply { isDaemon = true }.start()

    override fun close() {
        listener.close()
        open.forEach { runCatching { it.close() } }
    }
}
