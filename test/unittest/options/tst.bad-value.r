status 1
status 1
-- @@stderr --
dtrace: failed to set -x bufsize: Invalid value for specified option
dtrace: failed to set -x switchrate: Invalid value for specified option
