principal 0
speculative 1
end

