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
import java.security.MessageDigest
import java.util.Base64
import java.util.concurrent.ConcurrentLinkedQueue
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.Semaphore
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import okhttp3.OkHttpClient
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

    /** `/v1/slow` says it has the request here, then answers once [slowGo] opens. */
    private val slowIn = Semaphore(0)
    private val slowGo = CountDownLatch(1)
    private val reports = LinkedBlockingQueue<Event>()
    private val transport = OkHttpTransport(reports::put)

    @BeforeTest
    fun start() {
        server = HttpServer.create(InetSocketAddress("127.0.0.1", 0), 0)
        server.createContext("/") { ex ->
            val body = ex.requestBody.readBytes().decodeToString()
            if (ex.requestURI.path == "/v1/slow") {
                slowIn.release()
                slowGo.await(60, TimeUnit.SECONDS)
            }
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
        // Handlers on their own threads: a slow answer holds no other request.
        server.executor = Executors.newCachedThreadPool()
        server.start()
    }

    @AfterTest
    fun stop() {
        slowGo.countDown()
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

    /**
     * N1 as a player meets it: a call answered, its connection pooled, then the path goes dead
     * in the middle of the next call on that pooled connection (the request reached the server,
     * its answer never comes back: a NAT mapping dropped, a Wi-Fi change, a proxy's dead
     * upstream). That call fails after the timeout the core gave it instead of hanging until
     * the kernel gives up (about 15 minutes), and the call after it goes through on a fresh
     * connection within the core's timeout, not behind the dead one.
     */
    @Test
    fun `a pooled connection that goes dead mid-call is dropped and the next call goes through`() {
        SilentProxy(server.address.port).use { proxy ->
            transport.perform(Effect.Http(41u, "POST", "${proxy.base}/v1/accounts", emptyList(), null, T))
            assertEquals(Transport.HttpDone(41u, 201u, """{"account_id": 1}"""), next())
            transport.perform(Effect.Http(42u, "GET", "${proxy.base}/v1/slow", emptyList(), null, 1_000u))
            assertTrue(slowIn.tryAcquire(60, TimeUnit.SECONDS), "the second call never reached the server")
            assertEquals(1, proxy.accepted, "the second call did not ride the pooled connection")
            proxy.freeze()
            slowGo.countDown() // the answer is sent into the dead path
            assertEquals(42uL, assertIs<Transport.HttpFailed>(next()).id)
            transport.perform(Effect.Http(43u, "POST", "${proxy.base}/v1/accounts", emptyList(), null, T))
            val answer = reports.poll(T.toLong(), TimeUnit.MILLISECONDS) ?: fail("the call after the dead one did not go through")
            assertEquals(Event.Transport(Transport.HttpDone(43u, 201u, """{"account_id": 1}""")), answer)
            assertEquals(2, proxy.accepted, "the third call did not get a fresh connection")
        }
    }

    /**
     * The core's `pingMs` is OkHttp's ping interval: an open WebSocket pings on its own, and one
     * whose peer stops answering pings (a dead path the kernel has not noticed) fails, so the
     * core hears of it without waiting for its own heartbeat to miss.
     */
    @Test
    fun `an open socket pings every pingMs and fails when no pong comes back`() {
        RawWebSocketServer().use { peer ->
            transport.perform(Effect.SocketOpen(51u, "${peer.base}/v1/games/1/ws", emptyList(), T, 200u))
            assertEquals(Transport.SocketOpened(51u), next())
            assertEquals(PING, peer.frames.poll(60, TimeUnit.SECONDS) ?: fail("no frame: the socket never pinged"))
            // The peer answers no ping: OkHttp gives the socket up and the core is told.
            assertEquals(51uL, assertIs<Transport.SocketFailed>(next()).id)
        }
    }

    /**
     * P11: a socket the core closes before it opened (a connect on a dead network) is cancelled,
     * so its connection is dropped at once, not left until the opening's timeout (here ten
     * minutes, so only the cancel can end it within the test's bound).
     */
    @Test
    fun `a socket closed before it opened drops its connection at once`() {
        SilentProxy(server.address.port).use { proxy ->
            proxy.silent = true
            val ws = proxy.base.replace("http", "ws") + "/v1/games/1/ws"
            transport.perform(Effect.SocketOpen(61u, ws, emptyList(), 600_000u, 0u))
            proxy.connected.acquire()
            transport.perform(Effect.SocketClose(61u))
            assertTrue(proxy.hungUp.tryAcquire(60, TimeUnit.SECONDS), "the opening socket's connection was kept")
            assertEquals(null, reports.poll(200, TimeUnit.MILLISECONDS), "a closed socket reported")
        }
    }

    /**
     * P4: the client (TLS set-up, threads, pool) is built on the first call, not with the
     * transport, which the app builds on the main thread at launch; closing the transport shuts
     * the built client's dispatcher and pool down, and later effects do nothing.
     */
    @Test
    fun `the client is built on first use and shut down on close`() {
        val built = mutableListOf<OkHttpClient>()
        val lazy = OkHttpTransport(reports::put) { OkHttpClient().also { built += it } }
        assertFalse(lazy.perform(Effect.Render))
        assertTrue(built.isEmpty(), "a client built before any call")
        lazy.perform(Effect.Http(71u, "POST", "$base/v1/accounts", emptyList(), null, T))
        assertEquals(Transport.HttpDone(71u, 201u, """{"account_id": 1}"""), next())
        lazy.perform(Effect.Http(72u, "POST", "$base/v1/accounts", emptyList(), null, T))
        assertEquals(72uL, assertIs<Transport.HttpDone>(next()).id)
        assertEquals(1, built.size, "one client for every call")
        lazy.close()
        assertTrue(built[0].dispatcher.executorService.isShutdown, "the dispatcher's threads outlive the transport")
        assertEquals(0, built[0].connectionPool.connectionCount(), "pooled connections outlive the transport")
        assertTrue(lazy.perform(Effect.Http(73u, "POST", "$base/v1/accounts", emptyList(), null, T)))
        assertEquals(null, reports.poll(200, TimeUnit.MILLISECONDS), "a closed transport reported")
        OkHttpTransport(reports::put) { fail("a transport that made no call built a client") }.close()
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
 * bytes are swallowed, a close too: the connection stays open and says nothing, as a dead
 * path does);
 * [freeze] does that to the connections open now only, as when one path dies and a new
 * connection would get through.
 */
private class SilentProxy(port: Int) : AutoCloseable {
    @Volatile var silent = false

    /** One permit per connection accepted. */
    val connected = Semaphore(0)

    /** Connections accepted so far. */
    @Volatile var accepted = 0

    /** One permit per connection the client ended (its side read to the end, or reset). */
    val hungUp = Semaphore(0)
    private val listener = ServerSocket(0, 50, InetAddress.getLoopbackAddress())
    private val open = ConcurrentLinkedQueue<Socket>()
    private val frozen = ConcurrentLinkedQueue<Socket>()
    val base get() = "http://127.0.0.1:${listener.localPort}"

    init {
        Thread {
            while (!listener.isClosed) {
                val client = runCatching { listener.accept() }.getOrNull() ?: break
                val upstream = Socket(InetAddress.getLoopbackAddress(), port)
                open += client
                open += upstream
                accepted++
                pump(client, upstream, client) { hungUp.release() }
                pump(upstream, client, client) {}
                connected.release()
            }
        }.apply { isDaemon = true }.start()
    }

    /** The connections open now forward nothing more, either way; new ones still do. */
    fun freeze() {
        frozen += open
    }

    private fun pump(from: Socket, to: Socket, client: Socket, ended: () -> Unit) = Thread {
        val buffer = ByteArray(8192)
        runCatching {
            while (true) {
                val n = from.getInputStream().read(buffer)
                if (n < 0) break
                if (!silent && client !in frozen) to.getOutputStream().apply { write(buffer, 0, n); flush() }
            }
        }
        ended()
        // A dead path carries no end either: the far side's close is not passed on.
        if (!silent && client !in frozen) runCatching { to.shutdownOutput() }
    }.apply { isDaemon = true }.start()

    override fun close() {
        listener.close()
        open.forEach { runCatching { it.close() } }
    }
}

/** The first byte of a WebSocket ping frame: FIN and opcode 0x9. */
private const val PING = 0x89

/**
 * A WebSocket peer on loopback that accepts one upgrade, then only reads: it puts the first
 * byte of each frame the client sends in [frames] and never answers (no pong, no close).
 */
private class RawWebSocketServer : AutoCloseable {
    val frames = LinkedBlockingQueue<Int>()
    private val listener = ServerSocket(0, 50, InetAddress.getLoopbackAddress())
    private val open = ConcurrentLinkedQueue<Socket>()
    val base get() = "ws://127.0.0.1:${listener.localPort}"

    init {
        Thread {
            runCatching {
                val socket = listener.accept()
                open += socket
                val input = socket.getInputStream()
                val head = StringBuilder()
                while (!head.endsWith("\r\n\r\n")) head.append(input.read().also { check(it >= 0) }.toChar())
                val key = head.lines().first { it.startsWith("sec-websocket-key:", ignoreCase = true) }
                    .substringAfter(':').trim()
                val accept = Base64.getEncoder().encodeToString(
                    MessageDigest.getInstance("SHA-1").digest((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").toByteArray()),
                )
                socket.getOutputStream().apply {
                    write(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
                        "Sec-WebSocket-Accept: $accept\r\n\r\n").toByteArray())
                    flush()
                }
                while (true) {
                    val first = input.read()
                    if (first < 0) break
                    frames.put(first)
                    // Client frames are masked: a 7-bit length (pings and short texts), 4 key bytes.
                    val length = input.read() and 0x7f
                    check(length < 126) { "a long frame" }
                    input.readNBytes(4 + length)
                }
            }
        }.apply { isDaemon = true }.start()
    }

    override fun close() {
        listener.close()
        open.forEach { runCatching { it.close() } }
    }
}
