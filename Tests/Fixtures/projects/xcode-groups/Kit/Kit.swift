// Kit
