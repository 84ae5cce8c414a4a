/// A module that is a place of its own in the history `back` walks (the tags), not a view over
/// one (an item): leaving it for the module below is leaving a place. The root wireframe asks
/// this of a module instead of knowing the module's type.
@MainActor package protocol PlaceModule: ShellModule {}
