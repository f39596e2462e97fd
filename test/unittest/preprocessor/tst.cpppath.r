preprocessed

status 1
status 1
-- @@stderr --
dtrace: failed to compile script tst.xcpp.d: Preprocessor not found
dtrace: failed to compile script tst.xcpp.d: Failed to exec preprocessor
