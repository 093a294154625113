-- Checks of the Lua 5.4 interpreter for scripts/real-program: Debian's lua5.4
-- source has no test suite, so this exercises the interpreter's main parts
-- (parser, VM arithmetic, tables, strings and patterns, closures, coroutines,
-- errors, the collector, string.format's variadic C paths) and prints results
-- that the clang-built and the Cranelift-built interpreters must agree on.

local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end
print("fib", fib(24))

local t = {}
for i = 1, 10000 do t[i] = i * i end
local sum = 0
for _, v in ipairs(t) do sum = sum + v end
print("squares", sum, #t)

local words = {}
for word in ("the quick brown fox jumps over the lazy dog"):gmatch("%a+") do
  words[#words + 1] = word:upper()
end
table.sort(words)
print("words", table.concat(words, ","))
print("gsub", ("hello world"):gsub("o", "0"), ("abc"):rep(3, "-"))
print("format", string.format("%5d|%-5s|%.3f|%x|%q|%g|%e", 42, "ab", math.pi, 255, "a\nb", 1e300, 2.5))
print("find", ("key = value"):find("(%w+)%s*=%s*(%w+)"))
print("integers", math.maxinteger, math.mininteger, 7 // 2, 7 % -3, -7 // 2, 1 << 62, 5 ~ 3)
print("floats", 7 / 2, 2 ^ 0.5, math.floor(-3.5), math.fmod(7, 3), math.huge, -math.huge)
print("conversions", tostring(1e15), tostring(2^53), math.tointeger(3.0), 10 // 0.0, string.format("%.14g", 0.1))

local function counter()
  local count = 0
  return function() count = count + 1; return count end
end
local next_count = counter()
next_count(); next_count()
print("closure", next_count())

local producer = coroutine.wrap(function()
  for i = 1, 5 do coroutine.yield(i * 10) end
end)
local produced = {}
for _ = 1, 5 do produced[#produced + 1] = producer() end
print("coroutine", table.concat(produced, " "))

print("pcall", select(2, pcall(function() error({ code = 7 }) end)).code)
print("error", select(2, pcall(function() local x = nil; return x.field end)))
print("xpcall", xpcall(function() error("boom") end, function(m) return "handled: " .. m end))

local objects = setmetatable({}, { __mode = "k" })
for i = 1, 1000 do objects[{}] = i end
collectgarbage()
local left = 0
for _ in pairs(objects) do left = left + 1 end
print("weak", left)

local vector = setmetatable({ 1, 2 }, {
  __add = function(a, b) return { a[1] + b[1], a[2] + b[2] } end,
  __tostring = function(v) return "(" .. v[1] .. "," .. v[2] .. ")" end,
})
local added = setmetatable(vector + vector, getmetatable(vector))
print("metatables", tostring(added))

local big = {}
for i = 1, 200 do big[#big + 1] = string.format("%03d", i) end
print("concat", #table.concat(big), select("#", table.unpack(big)))
print("utf8", utf8.char(72, 228, 8364, 128512), utf8.len("häll€"))
print("pack", string.unpack("<i4", string.pack("<i4", -2)), #string.pack("z", "abc"))
print("load", load("return 1 + 2 * 3")())
print("os", type(os.time()), os.getenv("STATEPOINT_UNSET_VARIABLE"))
