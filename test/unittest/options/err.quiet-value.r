-- @@stderr --
dtrace: failed to set -x quiet: Invalid value for specified option
