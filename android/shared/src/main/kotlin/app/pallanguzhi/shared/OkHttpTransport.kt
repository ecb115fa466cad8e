package app.pallanguzhi.shared

import app.pallanguzhi.core.app.Effect
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.Header
import app.pallanguzhi.core.app.Transport
import java.io.IOException
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.TimeUnit
import okhttp3.Call
import okhttp3.Callback
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody
import okhttp3.Response
import okhttp3.WebSocket
import okhttp3.WebSocketListener

/**
 * Performs the app core's transport effects ([Effect.Http], [Effect.HttpCancel],
 * [Effect.SocketOpen], [Effect.SocketSend], [Effect.SocketClose]) with OkHttp, so the phone's own
 * TLS, trust store, proxy and network changes apply, and hands every outcome to [report] as an
 * `Event.Transport(..)` (on OkHttp's threads: [report] must be thread-safe). It only moves bytes:
 * URLs, methods, headers, bodies, retries, back-off and the heartbeat are the core's, and so are
 * the timeouts: each effect's `timeoutMs` bounds OkHttp's connect, read, write and call timeouts
 * (a read timeout is also what makes OkHttp ping an HTTP/2 connection and drop a dead one from
 * its pool), and a call the core gave up on is cancelled, freeing its per-host slot.
 *
 * The client (its TLS set-up, dispatcher and connection pool) is built by [newClient] on the
 * first call or socket, not with the transport (which the app builds on the main thread at
 * launch, when offline play needs none of it), and [close] shuts its threads and pool down.
 */
class OkHttpTransport(
    private val report: (Event) -> Unit,
    private val newClient: () -> OkHttpClient = ::OkHttpClient,
) : AutoCloseable {
    /** Built on first use; [close] shuts it down only if it was built. */
    private val clientLazy = lazy(newClient)
    private val client: OkHttpClient by clientLazy

    @Volatile private var closed = false

    /** Open (or opening) sockets by the core's id. */
    private val sockets = ConcurrentHashMap<ULong, Socket>()

    /** HTTP calls in flight by the core's id; a cancelled one is gone and reports nothing. */
    private val calls = ConcurrentHashMap<ULong, Call>()

    /** Performs [effect] if it is a transport effect; false (nothing done) for any other. */
    fun perform(effect: Effect): Boolean {
        val transport = effect is Effect.Http || effect is Effect.HttpCancel || effect is Effect.SocketOpen ||
            effect is Effect.SocketSend || effect is Effect.SocketClose
        // Closed: the app is gone, and the client's threads with it; nothing is done.
        if (!transport || closed) return transport
        when (effect) {
            is Effect.Http -> http(effect)
            is Effect.HttpCancel -> calls.remove(effect.id)?.cancel()
            is Effect.SocketOpen -> open(effect)
            // A socket not open (or already gone) drops the message; the core resends what matters.
            is Effect.SocketSend -> sockets[effect.id]?.ws?.send(effect.text)
            is Effect.SocketClose -> sockets.remove(effect.id)?.close()
            else -> {}
        }
        return true
    }

    private fun request(url: String, headers: List<Header>): Request.Builder =
        Request.Builder().url(url).apply { headers.forEach { addHeader(it.name, it.value) } }

    /** The client with the core's timeout on every phase (it shares the pool and dispatcher). */
    private fun timed(timeoutMs: UInt, pingMs: UInt = 0u): OkHttpClient = client.newBuilder()
        .connectTimeout(timeoutMs.toLong(), TimeUnit.MILLISECONDS)
        .readTimeout(timeoutMs.toLong(), TimeUnit.MILLISECONDS)
        .writeTimeout(timeoutMs.toLong(), TimeUnit.MILLISECONDS)
        .callTimeout(timeoutMs.toLong(), TimeUnit.MILLISECONDS)
        .pingInterval(pingMs.toLong(), TimeUnit.MILLISECONDS)
        .build()

    private fun http(effect: Effect.Http) {
        val id = effect.id
        val request = try {
            // OkHttp wants a body (even empty) on POST, PUT and PATCH, and none on GET.
            val body = effect.body?.toByteArray()?.toRequestBody(null)
                ?: ByteArray(0).toRequestBody(null).takeIf { effect.method in BODY_METHODS }
            request(effect.url, effect.headers).method(effect.method, body).build()
        } catch (e: IllegalArgumentException) { // a malformed URL, header or method
            report(Event.Transport(Transport.HttpFailed(id, e.message ?: e.toString())))
            return
        }
        val call = timed(effect.timeoutMs).newCall(request)
        calls[id] = call
        call.enqueue(object : Callback {
            override fun onFailure(call: Call, e: IOException) = done(call, Event.Transport(Transport.HttpFailed(id, causes(e))))

            override fun onResponse(call: Call, response: Response) {
                val answer = try {
                    response.use { Event.Transport(Transport.HttpDone(id, it.code.toUShort(), it.body.string())) }
                } catch (e: IOException) {
                    Event.Transport(Transport.HttpFailed(id, causes(e)))
                }
                done(call, answer)
            }

            /** Reports [event] unless the core cancelled the call. */
            private fun done(call: Call, event: Event) {
                if (calls.remove(id, call)) report(event)
            }
        })
    }

    private fun open(effect: Effect.SocketOpen) {
        val id = effect.id
        val request = try {
            request(effect.url, effect.headers).build()
        } catch (e: IllegalArgumentException) {
            report(Event.Transport(Transport.SocketFailed(id, e.message ?: e.toString())))
            return
        }
        val socket = Socket(id)
        sockets.put(id, socket)?.close()
        // Once upgraded, OkHttp clears the call and read timeouts of a WebSocket itself.
        socket.ws = timed(effect.timeoutMs, effect.pingMs).newWebSocket(request, socket)
    }

    /** One socket; after [close] it reports nothing more. */
    private inner class Socket(private val id: ULong) : WebSocketListener() {
        @Volatile var ws: WebSocket? = null

        @Volatile private var closed = false

        /** Set by `onOpen`: only an open socket has a peer to say goodbye to. */
        @Volatile private var opened = false

        /**
         * An open socket is closed with a close frame; one still connecting (a dead network, a
         * silent proxy) is cancelled, which drops its connection at once instead of leaving the
         * close frame queued until the connect or upgrade times out.
         */
        fun close() {
            closed = true
            ws?.let { if (!opened || !it.close(NORMAL_CLOSURE, null)) it.cancel() }
        }

        /** Reports [event] unless the core closed this socket; [last]: the socket is done. */
        private fun say(event: Event, last: Boolean = false) {
            if (closed) return
            if (last) {
                closed = true
                sockets.remove(id, this)
            }
            report(event)
        }

        override fun onOpen(webSocket: WebSocket, response: Response) {
            opened = true
            say(Event.Transport(Transport.SocketOpened(id)))
        }

        override fun onMessage(webSocket: WebSocket, text: String) = say(Event.Transport(Transport.SocketMessage(id, text)))

        // The server's close frame: answer it, and report the code.
        override fun onClosing(webSocket: WebSocket, code: Int, reason: String) {
            webSocket.close(code.takeIf { it in 1000..4999 && it != 1005 && it != 1006 } ?: NORMAL_CLOSURE, null)
            say(Event.Transport(Transport.SocketClosed(id, code.toUShort())), last = true)
        }

        override fun onClosed(webSocket: WebSocket, code: Int, reason: String) =
            say(Event.Transport(Transport.SocketClosed(id, code.toUShort())), last = true)

        override fun onFailure(webSocket: WebSocket, t: Throwable, response: Response?) {
            // An HTTP answer instead of the upgrade: the server refused (its typed error is the body).
            val event = if (response != null && response.code != 101) {
                val body = try { response.body.string() } catch (e: IOException) { "" }
                Event.Transport(Transport.SocketRefused(id, response.code.toUShort(), body))
            } else {
                Event.Transport(Transport.SocketFailed(id, causes(t)))
            }
            say(event, last = true)
        }
    }

    /**
     * Closes every socket and call (the app is gone); nothing more is reported, later effects
     * are dropped, and the client's dispatcher threads and pooled connections, if it was built,
     * are shut down.
     */
    override fun close() {
        closed = true
        sockets.values.toList().forEach { it.close() }
        sockets.clear()
        calls.values.toList().forEach { it.cancel() }
        calls.clear()
        if (clientLazy.isInitialized()) {
            client.dispatcher.executorService.shutdown()
            client.connectionPool.evictAll()
        }
    }
}

private const val NORMAL_CLOSURE = 1000

private val BODY_METHODS = setOf("POST", "PUT", "PATCH")

/** The error and its causes ("Failed to connect...: Connection refused"), so the log says what failed. */
private fun causes(t: Throwable): String = generateSequence(t) { it.cause }.take(5)
    .joinToString(": ") { it.message ?: it.javaClass.simpleName }
