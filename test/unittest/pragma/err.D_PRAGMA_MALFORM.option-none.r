-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_MALFORM.option-none.d: [D_PRAGMA_MALFORM] line 5: malformed #pragma option <option>=<val>
