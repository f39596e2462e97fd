-- @@stderr --
dtrace: failed to set -x statusrate: Invalid value for specified option
