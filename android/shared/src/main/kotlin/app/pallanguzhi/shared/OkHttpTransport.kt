package app.pallanguzhi.shared

import app.pallanguzhi.core.app.Effect
import app.pallanguzhi.core.app.Event
import app.pallanguzhi.core.app.Header
import app.pallanguzhi.core.app.HttpMethod
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
 * Performs the app core's transport effects ([Effect.Http], [Effect.SocketOpen],
 * [Effect.SocketSend], [Effect.SocketClose]) with OkHttp, so the phone's own TLS, trust store,
 * proxy and network changes apply, and hands every outcome to [report] as an `Event.Transport(..)`
 * (on OkHttp's threads: [report] must be thread-safe). It only moves bytes:
 * URLs, headers, bodies, timeouts, retries, back-off and the heartbeat are the core's, so the
 * client has no timeouts of its own and sends no ping frames.
 */
class OkHttpTransport(
    private val report: (Event) -> Unit,
    client: OkHttpClient = OkHttpClient(),
) : AutoCloseable {
    private val client = client.newBuilder()
        .connectTimeout(0, TimeUnit.MILLISECONDS)
        .readTimeout(0, TimeUnit.MILLISECONDS)
        .writeTimeout(0, TimeUnit.MILLISECONDS)
        .callTimeout(0, TimeUnit.MILLISECONDS)
        .pingInterval(0, TimeUnit.MILLISECONDS)
        .build()

    /** Open (or opening) sockets by the core's id. */
    private val sockets = ConcurrentHashMap<ULong, Socket>()

    /** Performs [effect] if it is a transport effect; false (nothing done) for any other. */
    fun perform(effect: Effect): Boolean {
        when (effect) {
            is Effect.Http -> http(effect)
            is Effect.SocketOpen -> open(effect)
            // A socket not open (or already gone) drops the message; the core resends what matters.
            is Effect.SocketSend -> sockets[effect.id]?.ws?.send(effect.text)
            is Effect.SocketClose -> sockets.remove(effect.id)?.close()
            else -> return false
        }
        return true
    }

    private fun request(url: String, headers: List<Header>): Request.Builder =
        Request.Builder().url(url).apply { headers.forEach { addHeader(it.name, it.value) } }

    private fun http(effect: Effect.Http) {
        val id = effect.id
        val request = try {
            val body = effect.body?.toByteArray()?.toRequestBody(null)
            request(effect.url, effect.headers).method(
                when (effect.method) {
                    HttpMethod.GET -> "GET"
                    HttpMethod.POST -> "POST"
                    HttpMethod.DELETE -> "DELETE"
                },
                if (effect.method == HttpMethod.POST) body ?: ByteArray(0).toRequestBody(null) else null,
            ).build()
        } catch (e: IllegalArgumentException) { // a malformed URL or header
            report(Event.Transport(Transport.HttpFailed(id, e.message ?: e.toString())))
            return
        }
        client.newCall(request).enqueue(object : Callback {
            override fun onFailure(call: Call, e: IOException) = report(Event.Transport(Transport.HttpFailed(id, causes(e))))

            override fun onResponse(call: Call, response: Response) {
                val answer = try {
                    response.use { Event.Transport(Transport.HttpDone(id, it.code.toUShort(), it.body.string())) }
                } catch (e: IOException) {
                    Event.Transport(Transport.HttpFailed(id, causes(e)))
                }
                report(answer)
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
        socket.ws = client.newWebSocket(request, socket)
    }

    /** One socket; after [close] it reports nothing more. */
    private inner class Socket(private val id: ULong) : WebSocketListener() {
        @Volatile var ws: WebSocket? = null

        @Volatile private var closed = false

        fun close() {
            closed = true
            ws?.let { if (!it.close(NORMAL_CLOSURE, null)) it.cancel() }
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

        override fun onOpen(webSocket: WebSocket, response: Response) = say(Event.Transport(Transport.SocketOpened(id)))

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

    /** Closes every socket (the app is gone); nothing more is reported. */
    override fun close() {
        sockets.values.toList().forEach { it.close() }
        sockets.clear()
    }
}

private const val NORMAL_CLOSURE = 1000

/** The error and its causes ("Failed to connect...: Connection refused"), so the log says what failed. */
private fun causes(t: Throwable): String = generateSequence(t) { it.cause }.take(5)
    .joinToString(": ") { it.message ?: it.javaClass.simpleName }
