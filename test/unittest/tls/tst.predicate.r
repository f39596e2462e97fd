guarded

