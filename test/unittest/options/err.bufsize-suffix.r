-- @@stderr --
dtrace: failed to set -x bufsize: Invalid value for specified option
