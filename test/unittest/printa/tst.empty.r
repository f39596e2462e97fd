start

end

