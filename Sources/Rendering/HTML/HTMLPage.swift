import MarkdownModel

/// A standalone, self-contained HTML page around rendered content: embedded CSS (light and dark
/// through `prefers-color-scheme`), a language attribute, and a small inline script that makes
/// the code blocks' copy buttons work offline. No external reference of any kind.
public struct HTMLPage: Sendable {
    /// The page's `lang` attribute (BCP 47).
    public var language: String
    /// The stylesheet; `PageStyle.css` unless a theme provides one.
    public var stylesheet: String

    /// Creates a page template.
    public init(language: String = "en", stylesheet: String = PageStyle.css) {
        self.language = language
        self.stylesheet = stylesheet
    }

    /// Wraps a rendered body; the title is escaped here.
    public func wrap(body: String, title: String) -> String {
        String(decoding: wrap(body: Array(body.utf8), title: title), as: UTF8.self)
    }

    /// Wraps a rendered body given as UTF-8 bytes.
    public func wrap(body: [UInt8], title: String) -> [UInt8] {
        var writer = HTMLWriter(capacity: body.count + stylesheet.utf8.count + 2048)
        writer.raw("<!DOCTYPE html>\n<html lang=\"")
        writer.text(language)
        writer.raw("\">\n<head>\n<meta charset=\"utf-8\">\n")
        writer.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        writer.raw("<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"generator\" content=\"Inkwell\">\n<title>")
        writer.text(title)
        writer.raw("</title>\n<style>\n")
        writer.verbatim(stylesheet)
        writer.raw("</style>\n</head>\n<body>\n<main class=\"inkwell\">\n")
        writer.append(body)
        writer.raw("</main>\n<script>\n")
        writer.verbatim(PageScript.copyButtons)
        writer.raw("</script>\n</body>\n</html>\n")
        return writer.bytes
    }

    /// The page title for a document: its first heading's text, else `fallback`.
    public static func title(of document: Document, fallback: String) -> String {
        for block in document.blocks {
            if case .heading(let heading) = block {
                let text = Inline.plainText(of: heading.inlines)
                if !text.isEmpty { return text }
            }
        }
        return fallback
    }
}

/// The page's only script: copy buttons that work from a file (no network, no permissions),
/// with a fallback for browsers without the async clipboard API.
enum PageScript {
    static let copyButtons = """
    document.querySelectorAll("figure.code-block button.copy").forEach(function (button) {
      var label = button.textContent;
      button.addEventListener("click", function () {
        var code = button.closest("figure").querySelector("pre code").innerText;
        function done() {
          button.textContent = button.dataset.copied;
          button.classList.add("copied");
          setTimeout(function () { button.textContent = label; button.classList.remove("copied"); }, 1500);
        }
        function fallback() {
          var area = document.createElement("textarea");
          area.value = code;
          area.setAttribute("readonly", "");
          area.style.position = "fixed";
          area.style.opacity = "0";
          document.body.appendChild(area);
          area.select();
          try { document.execCommand("copy"); done(); } finally { area.remove(); }
        }
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(code).then(done, fallback);
        } else {
          fallback();
        }
      });
    });

    """
}
