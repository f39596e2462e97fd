-- @@stderr --
dtrace: failed to compile script err.D_XLATE_SOU.undefined.d: [D_XLATE_SOU] line 12: incomplete struct/union/enum struct out
