package app.pallanguzhi.desktop

import app.pallanguzhi.app.Texts
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory
import org.w3c.dom.Element

/**
 * [Texts] read from the app's own res/values{,-fr,-ta}/strings.xml, as Android's resource
 * compiler reads them (escapes, collapsed white space), falling back to the default language
 * per key like Android does. Keys asked for but found in no table are kept in [missing], so a
 * screenshot run or a test can fail on a label the APK would show as its key.
 */
class DesktopTexts(override val language: String, private val table: Map<String, String>) : Texts {
    val missing: MutableSet<String> = java.util.Collections.synchronizedSet(sortedSetOf())

    override fun raw(key: String): String? = table[key]

    override fun get(key: String, vararg args: Any): String {
        if (key !in table) missing += key
        return super.get(key, *args)
    }

    companion object {
        val LANGUAGES = listOf("en", "fr", "ta")

        /** [res] is android/app/src/main/res. */
        fun load(res: File, language: String): DesktopTexts {
            val default = folder(File(res, "values"))
            val own = if (language == "en") emptyMap() else folder(File(res, "values-$language"))
            return DesktopTexts(language, default + own)
        }

        /** Every strings*.xml of a values folder (strings.xml, strings_online.xml), as aapt2 merges them. */
        private fun folder(dir: File): Map<String, String> =
            dir.listFiles { f -> f.name.startsWith("strings") && f.name.endsWith(".xml") }.orEmpty()
                .sortedBy { it.name }.fold(emptyMap()) { all, f -> all + parse(f) }

        fun parse(file: File): Map<String, String> {
            val doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file)
            val nodes = doc.getElementsByTagName("string")
            return (0 until nodes.length).associate { i ->
                val e = nodes.item(i) as Element
                e.getAttribute("name") to unescape(e.textContent)
            }
        }

        /** aapt2's rules for a plain (unquoted) string: runs of white space become one space, then \-escapes. */
        fun unescape(text: String): String {
            val collapsed = text.trim().replace(Regex("\\s+"), " ")
            val out = StringBuilder()
            var i = 0
            while (i < collapsed.length) {
                val c = collapsed[i]
                if (c == '\\' && i + 1 < collapsed.length) {
                    out.append(when (val n = collapsed[i + 1]) { 'n' -> '\n'; 't' -> '\t'; else -> n })
                    i += 2
                } else {
                    out.append(c)
                    i++
                }
            }
            return out.toString()
        }
    }
}
