import InkwellCLI

#if canImport(Glibc)
import Glibc
#endif

// NB: a closed pipe (`inkwell render x.md | head`) must end the process quietly, not kill it
// with SIGPIPE mid-write; writes then fail and the batch stops on its own.
signal(SIGPIPE, SIG_IGN)
exit(CLI.run(Array(CommandLine.arguments.dropFirst()), console: ProcessConsole()))
