extension CFamilyGrammar.Dialect {
    static let cKeywords = """
        auto break case const continue default do else enum extern for goto if inline register restrict
        return sizeof static struct switch typedef union volatile while _Alignas _Alignof _Atomic _Generic
        _Noreturn _Static_assert _Thread_local alignas alignof static_assert thread_local typeof
        """
    static let cTypes = """
        void char short int long float double signed unsigned _Bool bool _Complex size_t ssize_t ptrdiff_t
        int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t intptr_t uintptr_t wchar_t FILE
        """
    static let cConstants = "true false NULL EOF stdin stdout stderr"
    static let cBuiltins = "printf fprintf sprintf snprintf malloc calloc realloc free memcpy memset strlen strcmp"

    static let c = CFamilyGrammar.Dialect(
        language: Language(name: "C", aliases: ["c", "h"], extensions: ["c", "h"]),
        words: WordList([.keyword: cKeywords, .type: cTypes, .constant: cConstants, .builtin: cBuiltins]),
        isObjectiveC: false)

    static let cpp = CFamilyGrammar.Dialect(
        language: Language(
            name: "C++", aliases: ["cpp", "c++", "cc", "cxx", "hpp", "hh", "hxx", "h++"],
            extensions: ["cpp", "cc", "cxx", "hpp", "hh", "hxx", "ipp", "tpp"]),
        words: WordList([
            .keyword: cKeywords + """
                 asm catch class concept consteval constexpr constinit const_cast co_await co_return
                co_yield decltype delete dynamic_cast explicit export final friend mutable namespace new
                noexcept operator override private protected public reinterpret_cast requires static_cast
                template this throw try typeid typename using virtual and or not xor
                """,
            .type: cTypes + " char8_t char16_t char32_t",
            .constant: cConstants + " nullptr",
            .builtin: cBuiltins + " std cout cerr endl string vector map unique_ptr shared_ptr make_unique move",
        ]),
        isObjectiveC: false)

    static let objectiveC = CFamilyGrammar.Dialect(
        language: Language(
            name: "Objective-C", aliases: ["objc", "objective-c", "objectivec", "obj-c", "mm", "objc++"],
            extensions: ["m", "mm"]),
        words: WordList([
            .keyword: cKeywords + " self super in out inout bycopy byref oneway nonatomic atomic strong weak"
                + " copy assign retain readonly readwrite nullable nonnull __block __weak __strong",
            .type: cTypes + " id BOOL Class SEL IMP instancetype NSInteger NSUInteger CGFloat",
            .constant: cConstants + " nil Nil YES NO",
            .builtin: cBuiltins + " NSLog NSString NSArray NSDictionary NSObject",
        ]),
        isObjectiveC: true)
}
